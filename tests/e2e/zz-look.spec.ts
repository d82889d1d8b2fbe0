import { expect, test } from '@playwright/test'
import { PortalPage } from './models/portal.page'
const shots: [string, string, string][] = [
  ['tenant@sandbox.test', '/crm/dashboard', 'ar-dashboard'],
  ['tenant@sandbox.test', '/crm/transaction-management/transaction-lookup', 'ar-lookup'],
  ['tenant@sandbox.test', '/crm/reports/transactions-daily', 'ar-report'],
  ['tenant@sandbox.test', '/tenant/support', 'ar-support'],
  ['tenant@sandbox.test', '/crm/price-books', 'ar-pricebooks'],
  ['tenant@sandbox.test', '/crm/users/crm', 'ar-roles'],
]
for (const [email, path, name] of shots)
  test(`look ${name}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.addInitScript(() => localStorage.setItem('paydeck.locale', 'ar'))
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    await portal.visit(path)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `.data/screens/look-${name}.png` })
    if (name === 'ar-lookup') {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.waitForTimeout(800)
      await page.screenshot({ path: `.data/screens/look-${name}-phone.png` })
    }
  })
