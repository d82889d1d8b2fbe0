import { expect, test, type Page } from '@playwright/test'
import { PORTAL_URL } from '../../playwright.config'
import { PortalPage } from './models/portal.page'

const topLevelMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator(':scope > ul > li > :is(a, button), :scope > ul > li > [data-heading]')
    .allTextContents()

test('each demo user sees the menu their permissions give', async ({ page }) => {
  // Three sign-ins through the provider and two sign-outs: near 30 s on a loaded two-core machine.
  test.slow()
  const portal = new PortalPage(page)
  await portal.signInAs('agent@sandbox.test')
  expect(await topLevelMenu(page)).toEqual(['Dashboard', 'Support'])
  await portal.signOut()
  await portal.signInAs('platform@sandbox.test')
  const platform = await topLevelMenu(page)
  expect(platform).toEqual(
    expect.arrayContaining(['Reports', 'Settings', 'Platform transactions', 'Platform support', 'Tenant management']),
  )
  expect(platform).not.toContain('CRM')
  // Leave management has no screen in this edition: not offered (config showUnbuiltScreens would offer it, marked).
  expect(platform).not.toContain('Leave Management')
  await portal.signOut()
  await portal.signInAs('merchant@sandbox.test')
  // Only sections with a screen built here: boarding, payments, settings and documentation have none yet; users has
  // the audit log, which the merchant's administrator reads.
  expect(await topLevelMenu(page)).toEqual(['Dashboard', 'Transactions', 'Reports', 'Support', 'Users'])
})

test('a signed-out visitor’s navigation offers only Login', async ({ page }) => {
  await page.goto('/authentication/logged-out')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link')).toHaveText(['Login'])
})

test('a typed URL without its permission lands on unauthorized with a returnUrl', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('agent@sandbox.test')
  await page.goto('/crm/settings/countries')
  await expect(page).toHaveURL(`${PORTAL_URL}/authentication/unauthorized?returnUrl=%2Fcrm%2Fsettings%2Fcountries`)
  await expect(page.getByText("401: You don't have enough permissions to get access to the resource")).toBeVisible()
})

test('breadcrumbs start at the dashboard and the last one is the page itself', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await portal.visit('/crm/settings/countries')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveText(['Dashboard', 'Settings', 'Countries'])
  await expect(trail.getByRole('link')).toHaveCount(2)
  await trail.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Countries' })).toBeVisible()
  // The section page offers only what this edition builds.
  await expect(main.getByRole('link', { name: 'Recurring jobs' })).toHaveCount(0)
})

test('the Mode header follows the Test/Live switch, which is saved and announced', async ({ page }) => {
  const modes: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/') && request.method() === 'GET') modes.push(request.headers()['mode'] ?? '')
  })
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  const toggle = page.getByRole('switch', { name: 'System mode' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  expect(modes.at(-1)).toBe('Live')
  await portal.visit('/merchant/payments')
  await toggle.click()
  await expect(page.getByText('You are now in Test mode')).toBeVisible()
  await expect(page).toHaveURL(`${PORTAL_URL}/dashboard`)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'System mode' })).toHaveAttribute('aria-checked', 'false')
  await expect.poll(() => modes.at(-1)).toBe('Test')
  expect(await page.evaluate(() => localStorage.getItem('SystemMode'))).toBe('Test')
})

test('a SandboxEnabled merchant is held in Test; a NoProcessing merchant has no switch', async ({ page }) => {
  // The user-context call goes out before the processing status is known; every call after it is held in Test.
  const modes: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/') && !request.url().endsWith('/v1/users'))
      modes.push(request.headers()['mode'] ?? '')
  })
  const portal = new PortalPage(page)
  // A saved Live, before the app starts (a second navigation during the sign-in redirect would abort it).
  await page.addInitScript(() => localStorage.setItem('SystemMode', 'Live'))
  await portal.signInAs('sandbox-merchant@sandbox.test')
  const toggle = page.getByRole('switch', { name: 'System mode' })
  await expect(toggle).toBeDisabled()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect.poll(() => modes.filter((mode) => mode === 'Test').length).toBeGreaterThan(0)
  expect(modes).not.toContain('Live')
  await portal.signOut()
  await portal.signInAs('harbor-merchant@sandbox.test')
  await expect(page.getByRole('switch', { name: 'System mode' })).toHaveCount(0)
})

test('the language switches to Turkish and is remembered', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr')
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Gösterge paneli' }),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Çıkış' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
})

test('a failed call shows its message in the snackbar and the profile says which list failed', async ({ page }) => {
  await page.route('**/v1/lookup/active-languages', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Languages are resting' }),
    }),
  )
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  await portal.visit('/merchant/profile-settings')
  await expect(page.locator('[data-scope="toast"]').getByText('Languages are resting')).toBeVisible()
  await expect(page.locator('[data-list="languages"]').getByRole('alert')).toHaveText(
    'The languages could not be loaded: Languages are resting',
  )
  await expect(page.locator('[data-list="currencies"]')).toContainText(/\d+ active/)
  // The snackbar belongs to the page it failed on: leaving the page dismisses it, well before its 7 s are up.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Profile')
  await expect(page.locator('[data-scope="toast"]').getByText('Languages are resting')).toBeHidden({ timeout: 3000 })
})

test('the two tenants look different: colours and layout come from the profile', async ({ page }) => {
  const portal = new PortalPage(page)
  const look = () =>
    page.evaluate(() => ({
      layout: document.querySelector('[data-layout]')?.getAttribute('data-layout'),
      sidebar: getComputedStyle(document.documentElement).getPropertyValue('--pd-sidebar').trim(),
      title: document.title,
      favicon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href,
    }))
  await portal.signInAs('tenant@sandbox.test')
  const northwind = await look()
  await portal.signOut()
  await portal.signInAs('bosphorus@sandbox.test')
  const bosphorus = await look()
  expect(northwind).toMatchObject({ layout: 'vertical-layout-1', sidebar: '#2e43fe', title: 'Northwind Payments' })
  expect(bosphorus).toMatchObject({ layout: 'vertical-v2', sidebar: '#1f2937', title: 'Bosphorus Pay' })
  expect(bosphorus.favicon).toMatch(/\/assets\/tenants\/2\/favicon\.svg$/)
  await page.getByRole('button', { name: /^Profile menu/ }).click()
  await page.getByRole('link', { name: 'My Profile' }).click()
  await expect(page).toHaveURL(`${PORTAL_URL}/tenant/profile-settings`)
  await expect(page.getByText('bosphorus@sandbox.test')).toBeVisible()
})

test('the quick panel keeps notes per user in this browser', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  await page.getByRole('button', { name: 'Open the quick panel' }).click()
  const panel = page.getByRole('dialog', { name: 'Quick panel' })
  await panel.getByLabel('New note').fill('Call Acme about the chargeback')
  await panel.getByRole('button', { name: 'Add note' }).click()
  await expect(panel.getByText('Call Acme about the chargeback')).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'Open the quick panel' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Quick panel' }).getByText('Call Acme about the chargeback'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Delete note: Call Acme about the chargeback' }).click()
  await expect(page.getByText('No notes yet. Notes stay in this browser.')).toBeVisible()
})

test('on a phone the menu slides over the page when opened, and its links lead on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(menu).toHaveCount(0)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Transactions' }).click()
  await menu.getByRole('link', { name: 'Transaction lookup', exact: true }).click()
  await expect(page).toHaveURL(/transaction-lookup/)
  await expect(menu).toBeHidden()
  // Opened again, it shows the links at once.
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(menu.getByRole('link', { name: 'Transaction lookup', exact: true })).toBeVisible()
})
