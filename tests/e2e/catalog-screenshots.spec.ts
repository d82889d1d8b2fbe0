import { test } from '@playwright/test'
import { CatalogPage, catalogLocales, catalogPages, catalogThemes } from './models/catalog.page'

// `SCREENSHOTS=1 pnpm e2e catalog-screenshots` writes every catalog page in both themes and locales to .data/screens/.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')

test('screens of the UI catalog', async ({ page }) => {
  test.setTimeout(300_000)
  const catalog = new CatalogPage(page)
  for (const theme of catalogThemes) {
    for (const locale of catalogLocales) {
      for (const name of catalogPages) {
        await catalog.open(name, theme, locale)
        if (name === 'dialog') await page.getByRole('button', { name: 'Open dialog' }).click()
        if (name === 'element')
          await page.locator('paydeck-ui-showcase').getByRole('button', { name: 'Open dialog' }).click()
        if (name === 'toasts') {
          await page.getByRole('button').nth(0).click()
          await page.getByRole('button', { name: 'Show error' }).click()
        }
        if (name === 'tooltip') await page.getByRole('button', { name: 'Hover me' }).hover()
        if (name === 'select') await page.getByRole('combobox', { name: 'Country' }).click()
        if (name === 'date-pickers') await page.getByRole('button', { name: /^Settlement date: / }).click()
        if (name === 'drawer') await page.getByRole('button', { name: 'Open drawer' }).click()
        if (name === 'reject-dialog') await page.getByRole('button', { name: 'Reject proposal' }).click()
        if (name === 'form-builder') await page.getByRole('button', { name: /Apply filters|Filtreleri uygula/ }).click()
        await page.waitForTimeout(400)
        await page.screenshot({ path: `.data/screens/catalog-${name}-${theme}-${locale}.png` })
      }
    }
  }
})
