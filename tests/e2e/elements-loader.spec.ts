import { expect, test } from '@playwright/test'
import { CATALOG_URL } from '../../playwright.config'

test('one script tag brings every element, loading its code on first use', async ({ page }) => {
  const chunks: string[] = []
  const shared: string[] = []
  page.on('request', (request) => {
    if (/\/paydeck-elements\/notifications-[^/]*\.js$/.test(request.url())) chunks.push(request.url())
    if (/\/paydeck-elements\/shared-[^/]*\.js$/.test(request.url())) shared.push(request.url())
  })
  await page.goto(`${CATALOG_URL}/loader.html`)
  const first = page.locator('paydeck-notifications-bell').first()
  // No client configured on this page: the element says so, in its own shadow root.
  await expect(first.getByRole('alert')).toHaveText(/has no client: set its paydeck property, or call configure/)
  await page.getByRole('button', { name: 'Add an element later' }).click()
  const later = page.locator('#later paydeck-notifications-bell')
  await expect(later.getByRole('alert')).toBeVisible()
  // The element's code and the shared chunk (React, ui) came once each, for both instances.
  expect(chunks).toHaveLength(1)
  expect(shared).toHaveLength(1)
  // Self-contained: its shadow root holds the design system's styles, on a page with no Paydeck CSS.
  expect(await first.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBeGreaterThan(0)
  // The catalog's own demonstration element is not part of the production script.
  expect(await page.evaluate(() => customElements.get('paydeck-ui-showcase'))).toBeUndefined()
})
