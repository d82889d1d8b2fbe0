// pnpm bench --lighthouse [N]: Lighthouse 12's mobile preset (simulated slow 4G and a 4x slower CPU) on the pages
// issue 38 names, signed in as their users, against a sandbox of N transactions (the default book's 20,000 unless
// given): the sign-in path (the portal signed out, up to the login page), the merchant's dashboard and the tenant's
// lookup. Each row carries the run's CPU benchmark index: on a loaded machine it falls, and the score with it. The
// portal is served as deployed (HTTP/2 over TLS, portal-h2.mjs), not by Vite's HTTP/1.1 preview.
// Each run's whole report is written to .data/lighthouse/. Needs `pnpm build`. Run by hand, as the lookups bench is.
import { mkdirSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { CHROMIUM } from '../../scripts/tooling.mjs'
import { lighthouseBudgets } from './budgets.mjs'
import { startPortalStack } from './portal-stack.mjs'

const PORTAL = 'https://localhost:4683'
/** Each run's whole report, to read where the time goes (its LCP element, chains and requests). */
const REPORTS = '.data/lighthouse'

/** Signs in through the portal and the provider's login page, in this tab (the token stays in its session). */
async function signIn(page, email, startAt) {
  await page.goto(`${PORTAL}${startAt}`)
  await page.waitForSelector('input[name="email"]')
  await page.type('input[name="email"]', email)
  await page.type('input[type="password"]', 'paydeck')
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')])
  // Back in the portal with its first screen (the toolbar's e-mail hides on a phone's width).
  await page.waitForFunction(
    (portal) =>
      location.href.startsWith(portal) &&
      !location.pathname.startsWith('/authentication') &&
      document.querySelector('main h1'),
    { timeout: 60_000 },
    PORTAL,
  )
}

/** One Lighthouse run in the tab as it is (signed in or not), its figures as a row. */
async function measure(page, label, url) {
  const { lhr } = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  )
  mkdirSync(REPORTS, { recursive: true })
  writeFileSync(`${REPORTS}/${label.split(':')[0].replace(/\W+/g, '-')}.json`, JSON.stringify(lhr))
  const audit = (id) => lhr.audits[id]?.numericValue
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  return {
    label,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000,
    scripts: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** Lighthouse's own advice for a score to act on: several runs, the median one (a 2-core machine's runs vary). */
const RUNS = 3

/** The page measured RUNS times; the run of the median score, with every run's score beside it. */
async function medianOf(page, label, url) {
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(await measure(page, label, url))
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  return { ...sorted[Math.floor(RUNS / 2)], scores: runs.map((run) => run.score) }
}

export async function lighthouseBench(transactions, { check = false } = {}) {
  const stack = await startPortalStack({ sandboxPort: 4610, portalPort: 4683, transactions, http2: true })
  const rows = []
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The portal's certificate is the bench's own (portal-h2.mjs).
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
  })
  try {
    // Signed out: the portal's start, which sends the browser on to the provider's login page.
    const signedOut = await browser.newPage()
    rows.push(await medianOf(signedOut, 'sign-in path: the portal signed out, to the login page', `${PORTAL}/`))
    await signedOut.close()
    for (const [label, email, path] of [
      ['merchant dashboard', 'merchant@sandbox.test', '/'],
      ['tenant lookup', 'tenant@sandbox.test', '/transaction-management/transaction-lookup'],
    ]) {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      await signIn(page, email, path)
      rows.push(await medianOf(page, label, `${PORTAL}${path}`))
      await context.close()
    }
  } finally {
    await browser.close()
    stack.stop()
  }
  const over = []
  console.log(
    `| Lighthouse 12, mobile (median of ${RUNS}) | performance | runs | LCP | CLS | TBT | script | CPU benchmark index | budget |`,
  )
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---|')
  for (const row of rows) {
    const budget = lighthouseBudgets
    const fails = row.score < budget.score || row.cls >= budget.cls
    if (fails) over.push(row.label)
    console.log(
      `| ${row.label} | ${row.score} | ${row.scores.join(', ')} | ${(row.lcp / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ` +
        `${row.scriptKb.toFixed(0)} KB in ${row.scripts} | ${Math.round(row.benchmarkIndex)} | ` +
        `${fails ? '**OVER** ' : ''}≥ ${budget.score}, CLS < ${budget.cls} |`,
    )
  }
  if (check && over.length > 0) {
    console.error(`\nOver budget: ${over.join(', ')}`)
    process.exitCode = 1
  }
}
