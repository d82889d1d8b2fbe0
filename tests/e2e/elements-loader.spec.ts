import { expect, test } from '@playwright/test'
import { CATALOG_URL } from '../../playwright.config'

test('one script tag brings every element, loading its code on first use', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/ui-showcase-[^/]*\.js$/.test(request.url())) chunks.push(request.url())
  })
  await page.goto(`${CATALOG_URL}/loader.html`)
  const first = page.locator('paydeck-ui-showcase').first()
  await expect(first.getByRole('heading', { name: 'Loaded on first use' })).toBeVisible()
  await page.getByRole('button', { name: 'Add an element later' }).click()
  const later = page.locator('#later paydeck-ui-showcase')
  await expect(later.getByRole('heading', { name: 'Added after start' })).toBeVisible()
  // The element's code came once, for both instances.
  expect(chunks.length).toBeGreaterThan(0)
  expect(chunks.length).toBe(new Set(chunks).size)
  // Self-contained: styled inside its shadow root on a page with no Paydeck CSS.
  await expect(first.getByRole('button', { name: 'Open dialog' })).toHaveCSS('background-color', 'rgb(46, 67, 254)')
  await first.getByRole('button', { name: 'Open dialog' }).click()
  await expect(first.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(first.getByRole('dialog')).toBeHidden()
})
