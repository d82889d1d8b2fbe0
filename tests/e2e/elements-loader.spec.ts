import { expect, test } from '@playwright/test'
import { CATALOG_URL } from '../../playwright.config'

test('one script tag brings every element, loading its code on first use', async ({ page }) => {
  const chunks: string[] = []
  const shared: string[] = []
  page.on('request', (request) => {
    if (/\/paydeck-elements\/ui-showcase-[^/]*\.js$/.test(request.url())) chunks.push(request.url())
    if (/\/paydeck-elements\/shared-[^/]*\.js$/.test(request.url())) shared.push(request.url())
  })
  await page.goto(`${CATALOG_URL}/loader.html`)
  const first = page.locator('paydeck-ui-showcase').first()
  await expect(first.getByRole('heading', { name: 'Loaded on first use' })).toBeVisible()
  await page.getByRole('button', { name: 'Add an element later' }).click()
  const later = page.locator('#later paydeck-ui-showcase')
  await expect(later.getByRole('heading', { name: 'Added after start' })).toBeVisible()
  // The element's code and the shared chunk (React, ui) came once each, for both instances.
  expect(chunks).toHaveLength(1)
  expect(shared).toHaveLength(1)
  // Self-contained: styled inside its shadow root on a page with no Paydeck CSS.
  await expect(first.getByRole('button', { name: 'Open dialog' })).toHaveCSS('background-color', 'rgb(46, 67, 254)')
  await first.getByRole('button', { name: 'Open dialog' }).click()
  await expect(first.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(first.getByRole('dialog')).toBeHidden()
})
