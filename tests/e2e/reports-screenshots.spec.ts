import { expect, test, type Page } from '@playwright/test'
import { PortalPage } from './models/portal.page'
import { reportTable } from './models/report-table'

/** A full-page screenshot of the report screens, by name, into .data/screens/. */
const screenshotter = (page: Page) => (name: string) =>
  page.screenshot({ path: `.data/screens/reports-${name}.png`, fullPage: true })

/** Waits until the report's chart has drawn its canvas. */
const chartDrawn = (page: Page) =>
  expect(
    page
      .getByRole('img', { name: /over time/ })
      .locator('canvas')
      .first(),
  ).toBeVisible()

// `SCREENSHOTS=1 pnpm e2e reports-screenshots` writes the report screens into .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')
test.setTimeout(120_000)

test('a tenant’s daily report, before and after it runs', async ({ page }) => {
  const shot = screenshotter(page)
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await page.goto('/crm/reports/transactions-daily')
  await expect(page.getByText('Choose the filters, then run the report.')).toBeVisible()
  await shot('daily-empty')
  await page.getByRole('button', { name: 'Run report' }).click()
  await shot('daily-required')
  await page.getByRole('button', { name: 'Last 30 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(reportTable(page).getByRole('cell').first()).toBeVisible()
  await chartDrawn(page)
  await shot('daily-results')
})

test('a merchant’s summary and daily v1 reports', async ({ page }) => {
  const shot = screenshotter(page)
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  await page.goto('/reports/transactions-daily-v1')
  await page.getByRole('button', { name: 'Last 90 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await chartDrawn(page)
  await shot('merchant-daily-v1')
  await page.goto('/reports/transactions-summary')
  await page.getByRole('button', { name: 'Last 30 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(reportTable(page).getByRole('cell').first()).toBeVisible()
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await shot('merchant-summary-columns')
})

test('the report catalogue, the column settings and the platform’s login history', async ({ page }) => {
  const shot = screenshotter(page)
  await new PortalPage(page).signInAs('platform@sandbox.test')
  await page.goto('/crm/settings/reports/overview')
  await expect(page.getByRole('main').getByRole('link', { name: 'Transactions daily', exact: true })).toBeVisible()
  await shot('catalogue')
  await page.getByRole('link', { name: 'Columns of Transactions summary', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Choose columns' })).toBeVisible()
  await shot('column-settings')
  await page.goto('/crm/reports/login-history')
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(reportTable(page).getByRole('cell').first()).toBeVisible()
  await shot('login-history')
  await page.goto('/crm/reports/support-analytics-report')
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(page.getByText('Choose the tenant whose report this is.')).toBeVisible()
  await shot('platform-needs-tenant')
})

test('the alert thresholds and the alerts they raise', async ({ page }) => {
  const shot = screenshotter(page)
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await page.goto('/crm/settings/alerts/decline-pending-ratio')
  await page.getByLabel('Decline ratio (%)').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Fill this in.')).toBeVisible()
  await shot('alert-settings-invalid')
  await page.getByLabel('Decline ratio (%)').fill('8')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Alert settings saved')).toBeVisible()
  await page.goto('/crm/reports/alerts')
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(reportTable(page).getByRole('cell').first()).toBeVisible()
  await shot('alerts')
})

/** Runs a report over a quick range (the last 30 days unless told) and waits for its rows. */
async function runRange(page: Page, path: string, range = 'Last 30 days') {
  await page.goto(path)
  await page.getByRole('button', { name: range }).click()
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(reportTable(page).getByRole('cell').first()).toBeVisible()
}

test('the reports on API calls, webhooks and the account, as tenant staff and as a merchant', async ({ page }) => {
  const shot = screenshotter(page)
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await runRange(page, '/crm/reports/resend-webhooks')
  await reportTable(page).getByRole('checkbox').nth(1).check()
  await shot('resend-webhooks')
  await runRange(page, '/crm/reports/webhooks-destinations/statistics', 'Last 7 days')
  await shot('destination-statistics')
  await runRange(page, '/crm/reports/decline-reasons')
  await chartDrawn(page)
  await shot('decline-reasons')
  await page.goto('/crm/settings/report-settings/reports')
  await page.getByLabel('Customer').selectOption({ label: 'Acme Coffee Ltd' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Choose at least one report.')).toBeVisible()
  await shot('schedules')

  await page.goto('/')
  const merchant = await page.context().browser()!.newPage()
  await new PortalPage(merchant).signInAs('merchant@sandbox.test')
  const shotMerchant = screenshotter(merchant)
  await runRange(merchant, '/reports/api-logs')
  await shotMerchant('merchant-api-logs')
  await runRange(merchant, '/reports/account-statement')
  await chartDrawn(merchant)
  await shotMerchant('merchant-account-statement')
  await runRange(merchant, '/reports/invoices', 'Last 90 days')
  await shotMerchant('merchant-invoices')
})
