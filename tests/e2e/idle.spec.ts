import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { PortalPage } from './models/portal.page'

// Short timers through the runtime configuration, as a deployment would set them.
const config = {
  ...JSON.parse(readFileSync('tests/e2e/portal.config.json', 'utf8')),
  idle: { idleSeconds: 2, countdownSeconds: 4 },
}

async function shortTimers(page: Page) {
  await page.route('**/config.json', (route) => route.fulfill({ json: config }))
}

const idleDialog = (page: Page) => page.getByRole('alertdialog', { name: 'You have been inactive' })

test('Continue keeps the session; Quit signs out', async ({ page }) => {
  await shortTimers(page)
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  await expect(idleDialog(page)).toBeVisible()
  await expect(idleDialog(page)).toContainText(/signed out in [1-4] seconds/)
  await idleDialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(idleDialog(page)).toBeHidden()
  await expect(page.getByTestId('signed-in-email')).toBeVisible()
  await expect(idleDialog(page)).toBeVisible()
  await idleDialog(page).getByRole('button', { name: 'Quit' }).click()
  await expect(page.getByText('You successfully logged out!')).toBeVisible()
})

test('the countdown reaching zero signs out', async ({ page }) => {
  await shortTimers(page)
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await expect(idleDialog(page)).toBeVisible()
  await expect(page.getByText('You successfully logged out!')).toBeVisible({ timeout: 15_000 })
})

test('a sign-out in one tab signs out the other', async ({ context, page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  const other = await context.newPage()
  await other.goto('/dashboard')
  await expect(other.getByTestId('signed-in-email')).toHaveText('merchant@sandbox.test')
  await portal.signOut()
  await expect(other.getByText('You successfully logged out!')).toBeVisible()
})
