import { expect, test, type Page } from '@playwright/test'
import { PortalPage } from './models/portal.page'

// `SCREENSHOTS=1 pnpm e2e commercial-screenshots` writes the commercial setup screens into .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')
test.setTimeout(120_000)

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.data/screens/commercial-${name}.png`, fullPage: true })

for (const [email, name] of [
  ['tenant@sandbox.test', 'tenant'],
  ['bosphorus@sandbox.test', 'bosphorus'],
] as const) {
  test(`pipelines of ${name}`, async ({ page }) => {
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    await portal.visit('/crm/settings/crm/pipelines')
    await expect(page.locator('[data-outcome]').first()).toBeVisible()
    await shot(page, `pipelines-${name}`)
    await page.getByRole('button', { name: /^Edit Merchant acquisition|^Merchant acquisition düzenle/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.screenshot({ path: `.data/screens/commercial-pipeline-dialog-${name}.png` })
  })
}

test('pipelines on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await portal.visit('/crm/settings/crm/pipelines')
  await expect(page.locator('[data-outcome]').first()).toBeVisible()
  await shot(page, 'pipelines-phone')
})

test('the pipeline widgets on the tenant dashboard', async ({ page }) => {
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  const funnel = page.getByRole('article', { name: 'Merchant acquisition' })
  await expect(funnel.getByText('Weighted by probability')).toBeVisible()
  await funnel.scrollIntoViewIfNeeded()
  await funnel.screenshot({ path: '.data/screens/commercial-pipeline-widget.png' })
  const moves = page.getByRole('article', { name: 'Latest pipeline moves' })
  await expect(moves.getByRole('cell').first()).toBeVisible()
  await moves.screenshot({ path: '.data/screens/commercial-pipeline-moves.png' })
})

for (const [email, name] of [
  ['tenant@sandbox.test', 'tenant'],
  ['bosphorus@sandbox.test', 'bosphorus'],
] as const) {
  test(`roles of ${name}`, async ({ page }) => {
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    await portal.visit('/crm/users/crm')
    await expect(page.locator('[data-permission]').first()).toBeVisible()
    await shot(page, `crm-roles-${name}`)
    await portal.visit('/crm/users/merchant')
    await expect(page.locator('[data-permission]').first()).toBeVisible()
    await shot(page, `merchant-roles-${name}`)
  })
}

test('a role change and its code', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await portal.visit('/crm/users/crm')
  await page.getByRole('button', { name: 'Open the role Support Agent' }).click()
  await page.getByRole('checkbox', { name: 'Grant Reports', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Ask a code for Reports.View' }).check()
  await page.getByRole('checkbox', { name: 'Grant Dashboard', exact: true }).uncheck()
  await shot(page, 'role-diff')
  await page.getByRole('button', { name: 'Save role' }).click()
  await page.getByLabel('Six-digit code').fill('000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('dialog').getByText('This code is wrong', { exact: false })).toBeVisible()
  await page.screenshot({ path: '.data/screens/commercial-sca-dialog.png' })
})

test('roles on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await portal.visit('/crm/users/crm')
  await expect(page.locator('[data-permission]').first()).toBeVisible()
  await shot(page, 'roles-phone')
})

for (const [width, name] of [
  [1280, 'desktop'],
  [390, 'phone'],
] as const) {
  test(`CRM users on ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const portal = new PortalPage(page)
    await portal.signInAs('tenant@sandbox.test')
    await portal.visit('/crm/users/managment')
    await expect(page.getByRole('row', { name: /Lena Fischer/ })).toBeVisible()
    await shot(page, `users-${name}`)
    if (name === 'phone') return
    await page.getByRole('button', { name: 'More actions for Lena Fischer' }).click()
    await page.screenshot({ path: '.data/screens/commercial-user-actions.png' })
    await page
      .getByRole('group', { name: 'More actions for Lena Fischer' })
      .getByRole('button', { name: 'Grants' })
      .click()
    await expect(page.getByTestId('effective-permissions')).toBeVisible()
    await page.screenshot({ path: '.data/screens/commercial-grants.png' })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'New user' }).click()
    await page.getByRole('button', { name: 'Create user' }).click()
    await page.screenshot({ path: '.data/screens/commercial-user-dialog.png' })
  })
}

for (const [email, name, width] of [
  ['tenant@sandbox.test', 'tenant', 1280],
  ['bosphorus@sandbox.test', 'bosphorus', 1280],
  ['tenant@sandbox.test', 'phone', 390],
] as const) {
  test(`price books of ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    await portal.visit('/crm/price-books')
    await expect(page.locator('[data-fee]').first()).toBeVisible()
    const preview = page.getByRole('form', { name: /What a merchant would pay|Bir üye işyeri ne öderdi/ })
    await preview.getByRole('combobox').nth(1).selectOption({ index: 1 })
    await preview.getByRole('button').click()
    await expect(page.getByTestId('fee-preview')).toBeVisible()
    await shot(page, `pricebooks-${name}`)
    await page.getByRole('button', { name: /^Change the products sold with Payouts|Payouts ile satılan/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.screenshot({ path: `.data/screens/commercial-related-${name}.png` })
  })
}

test('tenants and the reference lists', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('platform@sandbox.test')
  await portal.visit('/crm/tenant-management/tenants')
  await expect(page.locator('[data-tenant]')).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /^Staff of/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible()
  await shot(page, 'tenants')
  await portal.visit('/crm/settings/currencies')
  await expect(page.getByRole('table', { name: 'Currencies' })).toBeVisible()
  await shot(page, 'currencies')
})

for (const [email, name, scheme] of [
  ['tenant@sandbox.test', 'tenant', 'light'],
  ['bosphorus@sandbox.test', 'bosphorus', 'dark'],
  ['merchant@sandbox.test', 'merchant', 'light'],
] as const) {
  test(`data analytics of ${name}`, async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: scheme })
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    await portal.visit(name === 'merchant' ? '/reports/data-analytics' : '/crm/reports/data-analytics')
    await expect(page.getByTestId('analytics-payments')).toBeVisible()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('button')
        .filter({ hasText: /Analyti/ })
        .click(),
    ])
    await popup.emulateMedia({ colorScheme: scheme })
    await expect(popup.getByRole('table').first()).toBeVisible()
    await shot(page, `analytics-host-${name}`)
    await shot(popup, `analytics-window-${name}`)
    await popup.setViewportSize({ width: 390, height: 844 })
    await popup.screenshot({ path: `.data/screens/commercial-analytics-window-phone-${name}.png` })
  })
}

test('data analytics of the platform, asking for a tenant', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('platform@sandbox.test')
  await portal.visit('/crm/reports/data-analytics')
  await expect(page.getByLabel('Tenant')).toBeVisible()
  await shot(page, 'analytics-host-platform')
  await page.getByLabel('Tenant').selectOption({ index: 1 })
  await expect(page.getByTestId('analytics-payments')).toBeVisible()
  await shot(page, 'analytics-host-platform-tenant')
})
