import { expect, test } from '@playwright/test'
import { CATALOG_URL } from '../../playwright.config'

test('one script tag brings every element, loading its code on first use', async ({ page }) => {
  const chunks: string[] = []
  const shared: string[] = []
  const downloaded: Promise<string>[] = []
  page.on('request', (request) => {
    if (/\/paydeck-elements\/notifications-[^/]*\.js$/.test(request.url())) chunks.push(request.url())
    if (/\/paydeck-elements\/shared-[^/]*\.js$/.test(request.url())) shared.push(request.url())
  })
  page.on('response', (response) => {
    if (response.url().includes('/paydeck-elements/')) downloaded.push(response.text())
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
  // Self-contained: its shadow root holds the reset and tokens, then the bell's own CSS, on a page with no
  // Paydeck CSS.
  expect(await first.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBe(2)
  // CSS per element: the page with the bell downloaded neither the date picker's nor the data table's styles.
  const code = (await Promise.all(downloaded)).join('\n')
  expect(code).toContain('pd-bg_neutralBg')
  expect(code).not.toContain('data-in-range')
  expect(code).not.toContain('pd-bd-cl_collapse')
  // The catalog's own demonstration element is not part of the production script.
  expect(await page.evaluate(() => customElements.get('paydeck-ui-showcase'))).toBeUndefined()
})
