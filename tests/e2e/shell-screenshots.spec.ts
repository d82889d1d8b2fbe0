import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PortalPage } from './models/portal.page'

// `SCREENSHOTS=1 pnpm e2e shell-screenshots` writes the portal shell's screens into .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')
test.setTimeout(180_000)

const layouts = [
  ['tenant@sandbox.test', 'vertical-layout-1', '/crm/settings'],
  ['bosphorus@sandbox.test', 'vertical-v2', '/crm/reports'],
  ['meridian@sandbox.test', 'entreprise', '/transaction-management'],
  ['atlas@sandbox.test', 'material', '/crm/users'],
] as const

for (const [email, layout, section] of layouts) {
  test(`the ${layout} layout`, async ({ page }) => {
    const portal = new PortalPage(page)
    const shot = (name: string) => page.screenshot({ path: `.data/screens/shell-${layout}-${name}.png` })
    await portal.signInAs(email)
    await shot('dashboard')
    await portal.visit(section)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await shot('section')
    const firstSection = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button').first()
    await firstSection.click()
    await shot('menu-open')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr')
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible()
    await shot('turkish')
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en')
  })
}

test('the merchant and platform areas, the quick panel, a screen of no edition, mobile', async ({ page }) => {
  const portal = new PortalPage(page)
  const shot = (name: string) => page.screenshot({ path: `.data/screens/shell-${name}.png` })
  await portal.signInAs('merchant@sandbox.test')
  await shot('merchant-dashboard')
  await portal.visit('/merchant/payments')
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible()
  await shot('merchant-section')
  await portal.visit('/merchant/payments/single-payment')
  await expect(page.getByText('This section is not part of this edition of Paydeck.')).toBeVisible()
  await shot('merchant-not-in-edition')
  await page.getByRole('button', { name: 'Open the quick panel' }).click()
  await expect(page.getByRole('dialog', { name: 'Quick panel' })).toBeVisible()
  await shot('merchant-quick-panel')
  await page.keyboard.press('Escape')
  await portal.visit('/merchant/profile-settings')
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible()
  await shot('merchant-profile')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot('merchant-mobile')
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await shot('merchant-mobile-menu')
  await page.setViewportSize({ width: 1280, height: 720 })
  await portal.signOut()
  await portal.signInAs('platform@sandbox.test')
  await shot('platform-dashboard')
  await portal.visit('/platform/transaction-management')
  await shot('platform-section')
  await portal.signOut()
  await portal.signInAs('agent@sandbox.test')
  await shot('agent-dashboard')
})

test('the idle dialog and the v2 profile menu', async ({ page }) => {
  const config = JSON.parse(readFileSync('tests/e2e/portal.config.json', 'utf8'))
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { ...config, idle: { idleSeconds: 3, countdownSeconds: 60 } } }),
  )
  const portal = new PortalPage(page)
  const shot = (name: string) => page.screenshot({ path: `.data/screens/shell-${name}.png` })
  await portal.signInAs('bosphorus@sandbox.test')
  await page.getByRole('button', { name: /^Profile menu/ }).click()
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible()
  await shot('v2-profile-menu')
  await expect(page.getByRole('alertdialog', { name: 'You have been inactive' })).toBeVisible()
  await shot('idle-dialog')
})
