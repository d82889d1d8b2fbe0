// pnpm bench --report-opening: how long a report's date picker and select take to open on first reach, when their
// library loads then (issue 38: under 100 ms on a warm cache). In Chromium against the built portal and sandbox: a
// click on the still control, to its calendar or list shown. Run by hand, as the browser benches are.
import { chromium } from '@playwright/test'
import { CHROMIUM } from '../../scripts/tooling.mjs'
import { startPortalStack } from './portal-stack.mjs'

const PORTAL = 'http://localhost:4674'
const RUNS = 5
const controls = [
  {
    name: 'the date picker’s calendar',
    trigger: 'Period: open calendar',
    shown: '[data-scope="date-picker"][data-part="content"][data-state="open"]',
  },
  {
    name: 'the select’s list',
    trigger: 'Currency',
    shown: '[data-scope="combobox"][data-part="content"][data-state="open"]',
  },
]

/** From a click on the still control's trigger (the pointer arriving with it) to its popup shown, in the page. */
const openingMs = (page, { trigger, shown }) =>
  page.evaluate(
    async ({ trigger, shown }) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === trigger)
      if (!button?.closest('[data-still]')) throw new Error(`${trigger}: not drawn still`)
      const at = performance.now()
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      button.click()
      await new Promise((resolve) => {
        const check = () => (document.querySelector(shown) ? resolve() : requestAnimationFrame(check))
        check()
      })
      return performance.now() - at
    },
    { trigger, shown },
  )

export async function reportOpeningBench() {
  const stack = await startPortalStack({ sandboxPort: 4601, portalPort: 4674, transactions: 2000 })
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  const rows = []
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${PORTAL}/crm/reports/transactions-daily`)
    await page.getByLabel('Email address').fill('tenant@sandbox.test')
    await page.getByLabel('Password').fill('paydeck')
    await page.getByRole('button', { name: 'Sign in' }).click()
    for (const control of controls) {
      const times = []
      // The first run fetches the library; the others find it in the browser's cache after a reload.
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${PORTAL}/crm/reports/transactions-daily?run=${run}`)
        await page.getByRole('button', { name: 'Run report' }).waitFor()
        times.push(await openingMs(page, control))
      }
      const warm = times.slice(1).sort((a, b) => a - b)
      rows.push([
        control.name,
        `${times[0].toFixed(0)} ms`,
        `${warm[warm.length >> 1].toFixed(0)} ms`,
        `${warm.at(-1).toFixed(0)} ms`,
      ])
    }
  } finally {
    await browser.close()
    stack.stop()
  }
  console.log(
    '\n| a report’s control, opened on first reach | first (library fetched) | warm cache, median | warm, slowest |',
  )
  console.log('|---|---:|---:|---:|')
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}
