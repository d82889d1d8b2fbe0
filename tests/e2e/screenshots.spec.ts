import { expect, test } from '@playwright/test'
import { PortalPage } from './models/portal.page'

// `SCREENSHOTS=1 pnpm e2e screenshots` writes the screens to look at into .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')

test('screens of the sign-in flow', async ({ page }) => {
  const portal = new PortalPage(page)
  const shot = (name: string) => page.screenshot({ path: `.data/screens/${name}.png`, fullPage: true })
  await page.goto('/dashboard')
  await portal.login.expectShown()
  await shot('login')
  await portal.login.signIn('merchant@sandbox.test', 'wrong')
  await expect(portal.login.error()).toBeVisible()
  await shot('login-wrong-password')
  await portal.login.signIn('merchant@sandbox.test')
  await expect(page.getByTestId('signed-in-email')).toBeVisible()
  await shot('signed-in-merchant')
  await portal.signOut()
  await shot('logged-out')
  await portal.signInAs('tenant@sandbox.test')
  await shot('signed-in-tenant')
  await page.goto('/authentication/unauthorized')
  await shot('unauthorized')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/crm/dashboard')
  await expect(page.getByTestId('signed-in-email')).toBeVisible()
  await shot('signed-in-tenant-mobile')
})
