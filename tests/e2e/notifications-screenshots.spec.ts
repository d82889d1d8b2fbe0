import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PortalPage } from './models/portal.page'
import { sandboxCommand } from './models/sandbox-cli'

// `SCREENSHOTS=1 pnpm e2e notifications-screenshots` writes the bell's screens into .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')
test.setTimeout(120_000)

const config = {
  ...JSON.parse(readFileSync('tests/e2e/portal.config.json', 'utf8')),
  notifications: { pollSeconds: 2 },
}

test('the bell, the panel, the message, and the empty and failed states', async ({ page }) => {
  const shot = (name: string) => page.screenshot({ path: `.data/screens/notifications-${name}.png` })
  await page.route('**/config.json', (route) => route.fulfill({ json: config }))
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName(/unread/)
  await shot('bell')
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  await expect(panel.getByRole('listitem').first()).toBeVisible()
  await shot('panel')
  await page.keyboard.press('Escape')
  sandboxCommand('notify', '--user', 'merchant@sandbox.test', '--type', 'ReportGenerated')
  await expect(page.getByRole('status').filter({ hasText: 'New notification' })).toBeVisible({ timeout: 10_000 })
  await shot('message')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Bildirimler/ })
    .click()
  await expect(page.getByRole('dialog', { name: 'Bildirimler' })).toBeVisible()
  await shot('panel-turkish')
  await page.keyboard.press('Escape')
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en')
  await page.setViewportSize({ width: 390, height: 844 })
  await bell.click()
  await shot('panel-phone')
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1280, height: 720 })

  await new PortalPage(page).signOut()
  await new PortalPage(page).signInAs('platform@sandbox.test')
  await bell.click()
  await panel.getByRole('button', { name: 'Delete all' }).click()
  await shot('delete-all-question')
  await panel.getByRole('button', { name: 'Delete them' }).click()
  await expect(panel.getByText('No notifications in the last 30 days.')).toBeVisible()
  await shot('empty')

  await page.route(
    (url) => url.pathname.endsWith('/api/in-app-notifications') && !url.searchParams.has('newerThan'),
    (route) => route.fulfill({ status: 503, json: { error: 'The notification service is not available.' } }),
  )
  await page.reload()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click()
  await expect(panel.getByRole('alert')).toBeVisible()
  await shot('failed')
})
