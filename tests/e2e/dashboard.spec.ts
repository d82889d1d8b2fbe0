import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './models/axe'
import { signedIn } from './models/session'

test.setTimeout(90_000)

const widget = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/** The lookup the drill-down opened: its count of the filtered transactions. */
async function lookupCount(page: Page) {
  const totals = page.getByText(/^[\d,]+ transactions?$/)
  await expect(totals).toBeVisible()
  return numberIn(await totals.textContent())
}

for (const { email, lookup } of [
  { email: 'merchant@sandbox.test', lookup: '/merchant/transaction-management/transaction-lookup' },
  { email: 'tenant@sandbox.test', lookup: '/transaction-management/transaction-lookup' },
  { email: 'platform@sandbox.test', lookup: '/platform/transaction-management/transaction-lookup' },
]) {
  test(`${email} lands on a dashboard whose count is the lookup's for the same filter`, async ({ browser }) => {
    const page = await signedIn(browser, email)
    await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible()
    const payments = widget(page, 'Payments')
    const figure = payments.getByText(/^[\d,]+$/)
    await expect(figure).toBeVisible()
    const count = numberIn(await figure.textContent())
    expect(count).toBeGreaterThan(0)
    await payments.getByRole('button', { name: 'See these payments' }).click()
    await expect(page).toHaveURL((url) => url.pathname === lookup && url.searchParams.get('range') === 'custom')
    expect(await lookupCount(page)).toBe(count)
  })
}

test('a slice opens the lookup on its status; the time charts draw', async ({ browser }) => {
  const page = await signedIn(browser, 'merchant@sandbox.test')
  const slice = widget(page, 'By status').getByRole('button', { name: /^Captured: / })
  await expect(slice).toBeVisible()
  const captured = numberIn((await slice.textContent())!.split('(')[0]!)
  await expect(widget(page, 'Captured volume per day').locator('canvas').first()).toBeVisible()
  await expect(widget(page, 'Volume by country').locator('svg path').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await slice.click()
  await expect(page).toHaveURL(/status=Captured/)
  expect(await lookupCount(page)).toBe(captured)
})

test('a widget whose data fails shows No data, the others their figures', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage()
  await page.route('**/dashboard/data/success-rate?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Resting"}' }),
  )
  const { PortalPage } = await import('./models/portal.page')
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  await expect(widget(page, 'Success rate').getByText('No data')).toBeVisible()
  await expect(widget(page, 'Payments').getByText(/^[\d,]+$/)).toBeVisible()
})

test('the last-24-hours chart opens its detail with a date filter', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  const details = widget(page, 'Last 24 hours').getByRole('button', { name: 'Details' })
  await details.click()
  const dialog = page.getByRole('dialog', { name: 'Last 24 hours' })
  const day = dialog.getByLabel('Day')
  await day.fill('')
  await expect(dialog.getByText('Choose a day.')).toBeVisible()
  const yesterday = new Date(Date.now() - 86_400_000)
  const iso = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`
  const asked = page.waitForRequest(
    (request) => request.url().includes('/dashboard/data/transactions-by-date?') && request.url().includes('startDate'),
  )
  await day.fill(iso)
  await expect(dialog.getByText('Choose a day.')).toBeHidden()
  await asked
  await dialog.getByText('Show the figures as a table').click()
  // Hour by hour: the day's rows read DD/MM HH.
  const dayMonth = `${iso.slice(8, 10)}/${iso.slice(5, 7)}`
  await expect(dialog.getByRole('cell', { name: new RegExp(`^${dayMonth} \\d{2}$`) }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(details).toBeFocused()
})
