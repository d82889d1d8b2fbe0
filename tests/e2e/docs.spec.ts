import { expect, test } from '@playwright/test'
import { DOCS_URL, SANDBOX_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'

const docsPage = (widget: string) => `${DOCS_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}&widget=${widget}`

test('the live docs run the bell as a component and as an element, with code that follows the properties', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(docsPage('paydeck-notifications-bell'))
  const preview = page.locator('.preview')
  const events = page.getByRole('list', { name: 'Events' })
  await expect(preview.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible()
  await expect(events).toContainText('onReady {"widget":"notifications-bell"}')

  await page.getByLabel(/quiet/).check()
  await page.getByLabel(/poll-interval/).fill('60')
  await expect(page.getByLabel('React code')).toContainText('<NotificationsBell pollInterval={60} quiet />')
  await expect(page.getByLabel('Plain page code')).toContainText(
    '<paydeck-notifications-bell poll-interval="60" quiet></paydeck-notifications-bell>',
  )
  expect(await seriousViolations(page)).toEqual([])

  // The same widget from the built @paydeck/elements, with the attributes the reader set.
  await page.getByRole('radio', { name: 'Element' }).check()
  const element = preview.locator('paydeck-notifications-bell')
  await expect(element).toHaveAttribute('poll-interval', '60')
  await expect(element.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible()
  await expect(events).toContainText('paydeck-ready {"widget":"notifications-bell"}')
  await page.getByLabel('Language').selectOption('tr')
  await expect(element).toHaveAttribute('locale', 'tr')
  await expect(element.getByRole('button', { name: /^Bildirimler/ })).toBeVisible()
  await expect(page.getByLabel('Plain page code')).toContainText('locale="tr"')
  expect(await seriousViolations(page)).toEqual([])
  expect(errors).toEqual([])
})

test('the live docs ask for what a widget needs, page the lookup as set, and give the theme as CSS', async ({
  page,
}) => {
  await page.goto(docsPage('paydeck-report'))
  await expect(page.locator('.preview').getByRole('status')).toContainText('Enter report-id to show it')
  await page.getByLabel(/report-id/).fill('transactions-daily')
  await expect(
    page
      .locator('.preview')
      .getByRole('button', { name: /Run|Show|Apply/ })
      .first(),
  ).toBeVisible()
  await expect(page.getByLabel('React code')).toContainText('<Report reportId="transactions-daily" />')

  await page.getByRole('link', { name: /paydeck-transaction-lookup/ }).click()
  await page.getByLabel(/page-size/).fill('5')
  const rows = page.locator('.preview').getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(6)
  await expect(page.getByLabel('React code')).toContainText('<TransactionLookup pageSize={5} />')

  await page.getByLabel('Primary').fill('#112233')
  await expect(page.getByLabel('Theme CSS')).toHaveText(':root {\n  --pd-primary: #112233;\n}')
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--pd-primary'))).toBe('#112233')
  expect(await seriousViolations(page)).toEqual([])
})

test('an element that is the first on its page to call waits for the user: the labels manager as tenant staff', async ({
  page,
}) => {
  await page.goto(`${docsPage('paydeck-labels-manager')}&as=tenant@sandbox.test`)
  await page.getByRole('radio', { name: 'Element' }).check()
  const element = page.locator('.preview paydeck-labels-manager')
  await expect(element.getByRole('heading', { name: 'Labels' })).toBeVisible()
  await expect(element.getByText('In progress')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Events' })).toHaveText('paydeck-ready {"widget":"labels-manager"}')
})

test('a screen with no element runs as React only, with its code', async ({ page }) => {
  await page.goto(`${docsPage('PayoutApprovals')}&as=tenant@sandbox.test`)
  await expect(page.locator('.preview').getByRole('table', { name: 'Payouts waiting for approval' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Element' })).toHaveCount(0)
  await expect(page.getByLabel('Plain page code')).toHaveCount(0)
  await page.getByLabel(/page-size/).fill('5')
  await expect(page.getByLabel('React code')).toContainText('<PayoutApprovals pageSize={5} />')
  expect(await seriousViolations(page)).toEqual([])
})
