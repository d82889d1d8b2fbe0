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
  // The map, at the bottom, is drawn as it is scrolled to.
  const map = widget(page, 'Volume by country')
  await expect(map.getByText('Loading the map…')).toBeAttached()
  await map.scrollIntoViewIfNeeded()
  await expect(map.locator('svg path').first()).toBeVisible()
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

test('an administrator makes a category and a widget for a merchant role: only that role sees it', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const [category, title] = [`Category ${stamp}`, `Widget ${stamp}`]
  const admin = await signedIn(browser, 'tenant@sandbox.test')
  await admin.goto('/crm/settings/dashboard/management/categories-settings')
  await admin.getByRole('button', { name: 'Add category' }).click()
  await expect(admin.getByText('Name the category.')).toBeVisible()
  await admin.getByLabel('Category name').fill(category)
  await admin.getByRole('button', { name: 'Add category' }).click()
  await expect(admin.getByText(`Category ${category} added.`)).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])

  await admin.goto('/crm/settings/dashboard/management/Widgets-settings')
  await admin.getByRole('button', { name: 'New widget' }).click()
  const editor = admin.getByRole('dialog', { name: 'New widget' })
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(editor.getByText('Name the widget.')).toBeVisible()
  await editor.getByLabel('Title').fill(title)
  await editor.getByLabel('Category').selectOption({ label: category })
  await editor.getByLabel('Type').selectOption({ label: 'Count' })
  await editor.getByLabel('Data source').selectOption({ label: 'Transactions count' })
  // The preview shows the figure the widget will show.
  await expect(editor.getByRole('region', { name: 'Preview' }).getByText(/^[\d,]+$/)).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(editor).toBeHidden()
  await expect(admin.getByRole('region', { name: category }).getByText(title)).toBeVisible()

  await admin.goto('/crm/settings/dashboard/management/merchant/roles')
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Merchant Administrator' })
  await admin.getByRole('group', { name: category }).getByLabel(title).check()
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/^Merchant Administrator sees (1 widget|\d+ widgets)\.$/)).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])

  const merchant = await signedIn(browser, 'merchant@sandbox.test')
  await expect(widget(merchant, title).getByText(/^[\d,]+$/)).toBeVisible()
  const staff = await signedIn(browser, 'acme-staff@sandbox.test')
  await expect(widget(staff, 'Payments').getByText(/^[\d,]+$/)).toBeVisible()
  await expect(widget(staff, title)).toHaveCount(0)

  // Deleted, it leaves the merchants' dashboards.
  await admin.goto('/crm/settings/dashboard/management/Widgets-settings')
  await admin.getByRole('button', { name: `Delete the widget ${title}?` }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByText(`Widget ${title} deleted.`)).toBeVisible()
  await merchant.reload()
  await expect(widget(merchant, 'Payments').getByText(/^[\d,]+$/)).toBeVisible()
  await expect(widget(merchant, title)).toHaveCount(0)
})

test('a user clones a widget, edits it and shares it: the role sees it only while shared', async ({ browser }) => {
  const title = `Mine ${Date.now().toString(36)}`
  const owner = await signedIn(browser, 'tenant@sandbox.test')
  await owner.getByRole('link', { name: 'My widgets' }).click()
  await owner.getByLabel('Start from a widget of your dashboard').selectOption({ label: 'Payments · Payments' })
  await owner.getByRole('button', { name: 'Add to my widgets' }).click()
  await expect(owner.getByText('Payments (copy) added to your widgets.')).toBeVisible()
  await owner.getByRole('button', { name: 'Edit Payments (copy)' }).first().click()
  const editor = owner.getByRole('dialog')
  await editor.getByLabel('Title').fill(title)
  await editor.getByLabel('Period').selectOption({ label: 'Last 7 days' })
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(owner.getByText(`Widget ${title} saved.`)).toBeVisible()
  expect(await seriousViolations(owner)).toEqual([])
  await owner.getByLabel(`Share ${title} with`).selectOption({ label: 'Support Agent' })
  await owner.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Share' }).click()
  await expect(owner.getByText(`${title} is shared with Support Agent.`)).toBeVisible()

  const agent = await signedIn(browser, 'agent@sandbox.test')
  await expect(widget(agent, title).getByText(/^[\d,]+$/)).toBeVisible()

  await owner.getByRole('button', { name: 'Stop sharing with Support Agent' }).click()
  await expect(owner.getByText(`${title} is no longer shared with Support Agent.`)).toBeVisible()
  await agent.reload()
  await expect(widget(agent, 'Welcome')).toBeVisible()
  await expect(widget(agent, title)).toHaveCount(0)

  await owner.getByRole('button', { name: `Delete the widget ${title}?` }).click()
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(owner.getByText(`Widget ${title} deleted.`)).toBeVisible()
})
