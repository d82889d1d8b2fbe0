import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { seriousViolations } from './models/axe'
import { api, signedIn } from './models/session'
import { SandboxLoginPage } from './models/sandbox-login.page'
import { sandboxCommand } from './models/sandbox-cli'
import { reportTable } from './models/report-table'

test.setTimeout(120_000)

/** The report's CSV export, parsed (header first). */
async function exportRows(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Export [\d,]+ rows?$/ }).click()
  const file = await download
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  return parse(text, { bom: true }) as string[][]
}

/**
 * Runs a report as a user would: the period is asked for by name, then the last 30 days run; the rows page; the
 * export holds exactly the filtered rows and its sums are the totals shown; axe finds nothing serious.
 */
async function runReport(page: Page, path: string, summed: string) {
  await page.goto(path)
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(page.getByText('Choose the period of the report.')).toBeVisible()
  await page.getByRole('button', { name: 'Last 30 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  const table = reportTable(page)
  await expect(table.getByRole('cell').first()).toBeVisible()
  expect(new URL(page.url()).searchParams.get('filters')).toContain('from')

  const count = Number((await page.getByRole('button', { name: /^Export/ }).textContent())!.replace(/\D/g, ''))
  if (count > 20) {
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByText(`21–${Math.min(40, count)} of ${count}`)).toBeVisible()
  }
  const [header, ...rows] = await exportRows(page)
  expect(rows).toHaveLength(count)
  // The totals shown (one line per currency, or one for all) add up to the export's column.
  const column = header!.indexOf(summed)
  const exported = rows.reduce((sum, row) => sum + Number(row[column]), 0)
  const totals = page.getByLabel('Totals of the filtered rows').getByRole('definition').filter({ hasText: summed })
  const shown = (await totals.allTextContents()).reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0)
  expect(shown).toBe(exported)
  expect(await seriousViolations(page)).toEqual([])
}

test('three reports of tenant staff: validation, paging, totals equal to the export', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await runReport(page, '/crm/reports/transactions-daily', 'Payments')
  await runReport(page, '/crm/reports/transactions-summary', 'Payments')
  await runReport(page, '/crm/reports/declined-transaction-reasons', 'Declines')
})

test('three reports of a merchant: validation, paging, totals equal to the export', async ({ browser }) => {
  const page = await signedIn(browser, 'merchant@sandbox.test')
  await runReport(page, '/reports/transactions-daily-v1', 'Payments')
  await runReport(page, '/reports/transactions-daily', 'Payments')
  await runReport(page, '/reports/transactions-summary', 'Payments')
})

test('leaving a report by a link asks for no report named after the next page', async ({ browser }) => {
  const page = await signedIn(browser, 'merchant@sandbox.test')
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname)
  })
  await page.goto('/reports/transactions-daily')
  await expect(page.getByRole('button', { name: 'Run report' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible()
  await expect(page.getByText(/There is no report/)).toHaveCount(0)
  expect(missing).toEqual([])
})

test('a hidden column stays hidden after a new sign-in, until reset', async ({ browser }) => {
  const path = '/crm/reports/transactions-summary'
  const page = await signedIn(browser, 'analyst@sandbox.test')
  await page.goto(path)
  await page.getByRole('button', { name: 'Columns' }).click()
  const chooser = page.getByRole('dialog', { name: 'Choose columns' })
  await chooser.getByRole('checkbox', { name: 'Refunded' }).uncheck()
  await chooser.getByRole('checkbox', { name: 'In dispute' }).uncheck()
  await chooser.getByRole('checkbox', { name: 'Charged back' }).uncheck()
  // Net volume moved above the money that went back (three hidden columns) and the captured volume.
  for (let step = 0; step < 4; step++) await chooser.getByRole('button', { name: 'Move Net volume up' }).click()
  await chooser.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Columns saved')).toBeVisible()

  const again = await signedIn(browser, 'analyst@sandbox.test')
  await again.goto(path)
  await again.getByRole('button', { name: 'Last 7 days' }).click()
  await again.getByRole('button', { name: 'Run report' }).click()
  const headers = again.getByRole('columnheader')
  await expect(headers.last()).toHaveText(/Captured volume/)
  await expect(again.getByRole('columnheader', { name: /Refunded/ })).toHaveCount(0)
  await again.getByRole('button', { name: 'Columns' }).click()
  await again.getByRole('dialog', { name: 'Choose columns' }).getByRole('button', { name: 'Reset to default' }).click()
  await expect(again.getByRole('columnheader', { name: /Refunded/ })).toBeVisible()
})

test('a merchant’s report holds its own figures only, in the screen and through the API', async ({ browser }) => {
  const day = (daysAgo: number) => `${new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`
  const filters = { from: day(29), to: day(0) }
  const summary = (page: Page, extra: object = {}) =>
    api(page, 'report-v2/reports/transactions-summary/results', {
      service: 'reporting',
      method: 'POST',
      body: { filters: { ...filters, ...extra }, pageSize: 100, timeZone: 'UTC' },
    })
  const merchant = await signedIn(browser, 'merchant@sandbox.test')
  const own = (await summary(merchant)).body as { data: { currency: string; count: number }[] }
  // Naming another merchant changes nothing: the scope is the caller's.
  expect((await summary(merchant, { merchant: ['2', '3'] })).body).toEqual(own)

  const tenant = await signedIn(browser, 'tenant@sandbox.test')
  const staff = (await summary(tenant)).body as { data: { merchant: string; currency: string; count: number }[] }
  const acme = staff.data.filter((row) => row.merchant === 'Acme Coffee Ltd')
  const byCurrency = (rows: { currency: string; count: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.currency, row.count]))
  expect(byCurrency(own.data)).toEqual(byCurrency(acme))
  expect(staff.data.some((row) => row.merchant !== 'Acme Coffee Ltd')).toBe(true)

  // The screen offers no merchant filter and no merchant column.
  await merchant.goto('/reports/transactions-summary')
  await expect(merchant.getByRole('button', { name: 'Run report' })).toBeVisible()
  await expect(merchant.getByLabel('Merchant', { exact: true })).toHaveCount(0)
  await merchant.getByRole('button', { name: 'Last 7 days' }).click()
  await merchant.getByRole('button', { name: 'Run report' }).click()
  await expect(merchant.getByRole('columnheader', { name: /Currency/ })).toBeVisible()
  await expect(merchant.getByRole('columnheader', { name: /Merchant/ })).toHaveCount(0)
})

test('a formula typed at the sign-in comes out inert in the login history export', async ({ browser, page }) => {
  // A valid address to the browser's e-mail field, and a formula to a spreadsheet.
  const formula = '=2+5+cmd|calc@evil.test'
  await page.goto('/')
  const login = new SandboxLoginPage(page)
  await login.signIn(formula, 'wrong')
  await expect(login.error()).toBeVisible()
  const platform = await signedIn(browser, 'platform@sandbox.test')
  await platform.goto('/crm/reports/login-history')
  await platform.getByRole('button', { name: 'Last 7 days' }).click()
  await platform.getByLabel('E-mail contains').fill('evil.test')
  await platform.getByRole('button', { name: 'Run report' }).click()
  await expect(platform.getByRole('cell', { name: formula })).toBeVisible()
  const [header, ...rows] = await exportRows(platform)
  const email = header!.indexOf('E-mail')
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) expect(row[email]).toBe(`'${formula}`)
})

test('alert thresholds set by the tenant raise the alerts its report lists', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/crm/settings/alerts/decline-pending-ratio')
  const decline = page.getByLabel('Decline ratio (%)')
  await expect(decline).toHaveValue('25')
  await decline.fill('')
  await page.getByLabel('Least payments in a day').fill('1')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Fill this in.')).toBeVisible()
  await expect(page.getByLabel('Least payments in a day')).toHaveValue('1')
  await decline.fill('0')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Alert settings saved')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/crm/reports/alerts')
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(page.getByRole('cell', { name: 'Decline ratio above the threshold' }).first()).toBeVisible()
})

test('an automated report made due now raises the notification, and the bell downloads its file', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/crm/settings/report-settings/reports')
  await page.getByLabel('Customer').selectOption({ label: 'Acme Coffee Ltd' })
  const form = page.getByRole('form', { name: 'Automated reports of the customer' })
  await form.getByRole('checkbox', { name: 'Account statement' }).check()
  await form.getByRole('checkbox', { name: /Elif Kaya/ }).check()
  await form.getByLabel('How often').selectOption({ label: 'Daily (the day before)' })
  const save = form.getByRole('button', { name: 'Save' })
  // A retry finds it saved already, with nothing changed to save.
  if (await save.isEnabled()) {
    await save.click()
    await expect(page.getByText('Automated reports saved')).toBeVisible()
  }
  await expect(form.getByText(/^Active: next generated/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  expect(Number(sandboxCommand('reports', 'due-now', '--customer', '1'))).toBeGreaterThan(0)
  await page.reload()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  const ready = panel.getByRole('listitem').filter({ hasText: 'Account statement report is ready' }).first()
  const [file] = await Promise.all([page.waitForEvent('download'), ready.getByRole('button').first().click()])
  expect(file.suggestedFilename()).toMatch(/^account-statement_\d{4}-\d{2}-\d{2}-.*\.csv$/)
  const [header] = parse(readFileSync(await file.path(), 'utf8'), { bom: true }) as string[][]
  expect(header).toEqual([
    'Day (Europe/London)',
    'Currency',
    'Opening balance',
    'Payments credited',
    'Gross',
    'Fees',
    'Refunds and chargebacks',
    'Payouts',
    'Net movement',
    'Closing balance',
  ])
})
