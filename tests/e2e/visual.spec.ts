import { expect, test, type Page } from '@playwright/test'
import { CatalogPage } from './models/catalog.page'
import { SandboxLoginPage } from './models/sandbox-login.page'
import { signedIn } from './models/session'

// Screens that stay finished: each compared with its baseline in the repository (visual.spec.ts-snapshots),
// on a frozen clock and the seeded data, what varies with the day (times, the bell's count) masked. After an
// intended change: `pnpm e2e visual --update-snapshots`, look at every new picture, and commit them.
const FROZEN = new Date('2026-06-15T10:00:00Z')
const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }
const compare = { animations: 'disabled', maxDiffPixelRatio: 0.01 } as const

async function freeze(page: Page) {
  await page.clock.setFixedTime(FROZEN)
}

for (const [name, theme, locale] of [
  ['buttons', 'default', 'en'],
  ['inputs', 'default', 'en'],
  ['data-table', 'default', 'en'],
  ['pagination', 'default', 'en'],
  ['status-pill', 'bosphorus', 'tr'],
  ['form-builder', 'bosphorus', 'tr'],
  ['select', 'bosphorus', 'tr'],
  ['tooltip', 'default', 'en'],
] as const) {
  test(`the catalog's ${name} page (${theme}, ${locale}) looks as it did`, async ({ page }) => {
    await freeze(page)
    await page.setViewportSize(desktop)
    await new CatalogPage(page).open(name, theme, locale)
    await expect(page).toHaveScreenshot(`catalog-${name}-${theme}-${locale}.png`, { ...compare, fullPage: true })
  })
}

for (const [size, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`the sign-in page (${size}) looks as it did`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/dashboard')
    await new SandboxLoginPage(page).expectShown()
    await expect(page).toHaveScreenshot(`sign-in-${size}.png`, compare)
  })
}

for (const locale of ['en', 'tr', 'ar'] as const) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`the unauthorized page (${locale}, ${size}) looks as it did`, async ({ page }) => {
      await freeze(page)
      await page.setViewportSize(viewport)
      await page.addInitScript((chosen) => localStorage.setItem('paydeck.locale', chosen), locale)
      await page.goto('/authentication/unauthorized')
      await expect(page.getByRole('alert')).toBeVisible()
      await expect(page).toHaveScreenshot(`unauthorized-${locale}-${size}.png`, compare)
    })
  }

  test(`a shared role's permissions (${locale}) look as they did`, async ({ browser }) => {
    const page = await signedIn(browser, 'tenant@sandbox.test')
    await page.evaluate((chosen) => localStorage.setItem('paydeck.locale', chosen), locale)
    await page.setViewportSize(desktop)
    await page.goto('/crm/users/crm')
    await page.getByRole('button', { name: /Tenant Administrator/ }).click()
    const editor = page.locator('form[aria-labelledby="role-editor-title"]')
    await expect(editor.locator('[data-permission]').first()).toBeVisible()
    await expect(editor).toHaveScreenshot(`role-tenant-administrator-${locale}.png`, compare)
  })
}
