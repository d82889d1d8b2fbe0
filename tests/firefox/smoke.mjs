// pnpm firefox: the second browser. Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi, runs what
// embedding tenants and operators meet first: the elements on the html-embed page (a strict CSP), and the portal's
// sign-in through the real OpenID provider, the transaction lookup and a transaction's detail. Run after `pnpm build`.
import puppeteer from 'puppeteer-core'
import { FIREFOX } from '../../scripts/tooling.mjs'
import { startPortalStack } from '../bench/portal-stack.mjs'

const stack = await startPortalStack({ sandboxPort: 4620, portalPort: 4693, embedPort: 4694 })
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
const checks = []

/** One check in a fresh tab: fails on its own error, any page error, or any report of the page's CSP. */
async function check(name, run) {
  const page = await browser.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`)
  })
  const started = Date.now()
  try {
    await run(page)
    if (problems.length) throw new Error(problems.join('\n'))
    checks.push(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    checks.push(`FAIL  ${name}: ${error.message}`)
    process.exitCode = 1
  } finally {
    await page.close()
  }
}

/**
 * Polls the page until `find` (run in the page with `args`) returns something truthy, and returns it. Puppeteer's
 * own waits build their predicates with `new Function` in the page, which a strict CSP refuses in Firefox.
 */
async function until(page, find, ...args) {
  const end = Date.now() + 30_000
  for (;;) {
    const found = await page.evaluate(find, ...args).catch(() => null)
    if (found) return found
    if (Date.now() > end) throw new Error(`waited 30 s for ${find.toString().slice(0, 100)} (${args.join(', ')})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Whether an element's shadow root holds a match of the selector; with click, clicks it. */
const inShadow = (host, selector, click) => {
  const found = document.querySelector(host)?.shadowRoot?.querySelector(selector)
  if (found && click) found.click()
  return Boolean(found)
}

try {
  await check('the elements on a plain page with a strict CSP: bell, its panel, tickets, lookup', async (page) => {
    await page.goto(`${stack.embed}/?sandbox=${encodeURIComponent(stack.sandbox)}`)
    await page.type('input[name="email"]', 'merchant@sandbox.test')
    await page.type('input[name="password"]', 'paydeck')
    await page.click('#sign-in button[type="submit"]')
    await until(page, inShadow, 'paydeck-notifications-bell', 'button[aria-label^="Notifications,"]', true)
    await until(page, inShadow, 'paydeck-notifications-bell', '[role="dialog"] li')
    await until(page, inShadow, 'paydeck-ticket-list', 'button')
    await until(page, inShadow, 'paydeck-transaction-lookup', 'table tbody tr')
    // Every element told the page it is ready, and none an error.
    const told = await until(page, () => {
      const text = document.getElementById('element-events')?.textContent ?? ''
      return text.includes('paydeck-ready from <paydeck-transaction-lookup>') && text
    })
    if (told.includes('paydeck-error')) throw new Error(`an element raised an error: ${told}`)
  })

  await check('the portal: sign-in at the provider, the lookup, a transaction’s detail', async (page) => {
    await page.goto(`${stack.portal}/transaction-management/transaction-lookup`)
    await page.waitForSelector('input[name="email"]', { timeout: 60_000 })
    await page.type('input[name="email"]', 'tenant@sandbox.test')
    await page.type('input[type="password"]', 'paydeck')
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')])
    const link = await page.waitForSelector('main table tbody tr a', { timeout: 60_000 })
    const opened = await link.evaluate((anchor) => anchor.textContent)
    await link.click()
    await page.waitForSelector('[role="dialog"] [role="tablist"]')
    // Its status in words, whichever the newest row has (a payout may wait for approval, a payment be charged back).
    await until(page, () =>
      /Reserved|Pending|Waiting for approval|Captured|Refunded|Charged back|Declined|Failed|Voided/i.test(
        document.querySelector('[role="dialog"]')?.textContent ?? '',
      ),
    )
    if (!opened) throw new Error('the lookup’s first row had no link')
  })
} finally {
  await browser.close()
  stack.stop()
}

console.log(`\nFirefox ${FIREFOX}:\n${checks.join('\n')}`)
