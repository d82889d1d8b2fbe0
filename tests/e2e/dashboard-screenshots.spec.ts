import { expect, test, type Page } from '@playwright/test'
import { PortalPage } from './models/portal.page'
import { scrolledThrough } from './models/scrolled-through'

// `SCREENSHOTS=1 pnpm e2e dashboard-screenshots` writes the dashboards into .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')
test.setTimeout(120_000)

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.data/screens/dashboard-${name}.png`, fullPage: true })

/** Waits until every widget has its figures, its chart drawn and its map. */
async function settled(page: Page) {
  await expect(page.locator('canvas').first()).toBeVisible()
  await scrolledThrough(page)
  await expect(page.locator('main [role=status]')).toHaveCount(0)
  await expect(page.locator('canvas').first()).toBeVisible()
}

for (const [email, name] of [
  ['merchant@sandbox.test', 'merchant'],
  ['tenant@sandbox.test', 'tenant'],
  ['platform@sandbox.test', 'platform'],
  ['bosphorus@sandbox.test', 'bosphorus'],
] as const) {
  test(`the dashboard of ${name}`, async ({ page }) => {
    await new PortalPage(page).signInAs(email)
    await settled(page)
    await shot(page, name)
  })
}

test('the dashboard on a phone, and the last-24-hours detail', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  await settled(page)
  await shot(page, 'phone')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('article', { name: 'Last 24 hours' }).getByRole('button', { name: 'Details' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('canvas').first()).toBeVisible()
  await dialog.getByRole('img').hover({ position: { x: 300, y: 120 } })
  await page.screenshot({ path: '.data/screens/dashboard-last-24-hours.png' })
})

test('the dashboard settings and the personal dashboard', async ({ page }) => {
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await page.goto('/crm/settings/dashboard/management/categories-settings')
  await expect(page.getByText('Payments', { exact: true }).first()).toBeVisible()
  await shot(page, 'categories')
  await page.goto('/crm/settings/dashboard/management/Widgets-settings')
  await page.getByRole('button', { name: 'Edit Captured volume per day' }).click()
  await expect(page.getByRole('dialog').locator('canvas').first()).toBeVisible()
  await page.screenshot({ path: '.data/screens/dashboard-editor.png' })
  await page.keyboard.press('Escape')
  await page.goto('/crm/settings/dashboard/management/merchant/roles')
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  await shot(page, 'merchant-roles')
  await page.goto('/crm/dashboard/personal')
  await page.getByRole('button', { name: 'Add to my widgets' }).click()
  await expect(page.getByText('Payments (copy) added to your widgets.')).toBeVisible()
  await shot(page, 'personal')
})
