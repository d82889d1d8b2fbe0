// pnpm bench --lookups [N] --browser: the lookup as a user meets it, in Chromium against a sandbox holding N
// transactions: the first rows after navigation, and the longest task while scrolling a page of 100 rows.
// Needs `pnpm build` (the built portal and sandbox). Run by hand, as the lookups bench is.
import { chromium } from '@playwright/test'
import { CHROMIUM } from '../../scripts/tooling.mjs'
import { startPortalStack } from './portal-stack.mjs'

const PORTAL = 'http://localhost:4673'
const RUNS = 5

export async function lookupBrowserBench(transactions) {
  const stack = await startPortalStack({ sandboxPort: 4600, portalPort: 4673, transactions })
  const rows = []
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${PORTAL}/transaction-management/transaction-lookup`)
    await page.getByLabel('Email address').fill('tenant@sandbox.test')
    await page.getByLabel('Password').fill('paydeck')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('button', { name: /^Open transaction / })
      .first()
      .waitFor()

    // First rows: from a navigation (a page load: the code from the HTTP cache, the data asked afresh) to the
    // first row on screen.
    const firstRows = []
    for (let run = 0; run < RUNS; run++) {
      const at = Date.now()
      await page.goto(`${PORTAL}/transaction-management/transaction-lookup?range=last7&status=Captured&run=${run}`)
      await page
        .getByRole('button', { name: /^Open transaction / })
        .first()
        .waitFor()
      firstRows.push(Date.now() - at)
    }
    firstRows.sort((a, b) => a - b)
    rows.push(['first rows after navigation (tenant, a week, one status)', `median ${firstRows[RUNS >> 1]} ms`])

    // Scrolling a page of 100 rows: the longest task the main thread ran meanwhile.
    await page.goto(`${PORTAL}/transaction-management/transaction-lookup?range=last30&size=100`)
    await page
      .getByRole('button', { name: /^Open transaction / })
      .first()
      .waitFor()
    const longest = await page.evaluate(async () => {
      const tasks = []
      const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)))
      observer.observe({ type: 'longtask' })
      const scroller = document.querySelector('table')?.parentElement
      for (const target of [scroller, document.scrollingElement]) {
        if (!target) continue
        for (let y = 0; y <= target.scrollHeight; y += 120) {
          target.scrollTop = y
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
      }
      observer.disconnect()
      return tasks.length ? Math.max(...tasks) : 0
    })
    rows.push(['scrolling a page of 100 rows', `longest task ${longest.toFixed(0)} ms (none over 50 ms is 0)`])
    rows.push(...(await dashboardRows(page)))
  } finally {
    await browser.close()
    stack.stop()
  }
  console.log(
    `\n| the lookup and the dashboard in Chromium, ${transactions.toLocaleString('en')} transactions | |\n|---|---|`,
  )
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

/**
 * The seeded tenant dashboard from a navigation: the rounds of dashboard calls before every widget shows, and the
 * time until the last widget shows. A call is in the round after the last call that ended before the page asked for
 * it (fetchStart, before any wait for one of the browser's six connections to the host).
 */
async function dashboardRows(page) {
  const times = []
  let rounds = 0
  for (let run = 0; run < RUNS; run++) {
    const at = Date.now()
    await page.goto(`${PORTAL}/crm/dashboard?run=${run}`)
    await page.getByRole('article').first().waitFor()
    await page.waitForFunction(() => document.querySelectorAll('main article [role=status]').length === 0)
    await page.locator('main article canvas').first().waitFor()
    times.push(Date.now() - at)
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/dashboard/'))
        .map((entry) => ({ start: entry.fetchStart, end: entry.responseEnd })),
    )
    const roundOf = calls.map(() => 1)
    calls.forEach((call, index) => {
      for (let other = 0; other < index; other++)
        if (calls[other].end <= call.start) roundOf[index] = Math.max(roundOf[index], roundOf[other] + 1)
    })
    rounds = Math.max(rounds, ...roundOf)
  }
  times.sort((a, b) => a - b)
  return [
    ['dashboard: rounds of calls before every widget shows (tenant, 13 widgets)', `${rounds}`],
    ['dashboard: the last widget shows after navigation', `median ${times[RUNS >> 1]} ms`],
  ]
}
