import { expect, test, type Page } from '@playwright/test'
import { FROZEN_CLOCK, VISUAL_PORTAL_URL, VISUAL_SANDBOX_URL } from '../../playwright.config'
import { useReportsT } from '../../packages/reports/src/report-messages'
import { wordIn } from '../../packages/sandbox/src/words/sandbox-words'
import { followCalls } from './models/settled'
import { CatalogPage } from './models/catalog.page'
import { SandboxLoginPage } from './models/sandbox-login.page'
import { signedIn } from './models/session'

// Screens that stay finished: each compared with its baseline in the repository (visual.spec.ts-snapshots),
// on a frozen clock and the seeded data, what varies with the day (times, the bell's count) masked. After an
// intended change: `pnpm e2e visual --update-snapshots`, look at every new picture, and commit them.
const FROZEN = new Date('2026-06-15T10:00:00Z')
const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }
// A few pixels' leeway, no more: a changed word must fail (1% of a desktop page let a whole paragraph through).
const compare = { animations: 'disabled', maxDiffPixels: 100 } as const
type Locale = 'en' | 'tr' | 'ar'
type Viewport = { width: number; height: number }

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
    // A shared role's name is the platform's, in the reader's language.
    const names = { en: 'Tenant Administrator', tr: 'Kiracı yöneticisi', ar: 'مسؤول المستأجر' }
    await page.getByRole('button', { name: names[locale] }).click()
    const editor = page.locator('form[aria-labelledby="role-editor-title"]')
    await expect(editor.locator('[data-permission]').first()).toBeVisible()
    await expect(editor).toHaveScreenshot(`role-tenant-administrator-${locale}.png`, compare)
  })
}

// The data screens, on the visual sandbox whose clock is stopped at FROZEN_CLOCK (and the browser's with it): the
// same book, the same figures and the same times on every run. Each side's widest user, desktop in every language,
// the phone in English and Arabic.
test.describe('data screens', () => {
  test.use({ baseURL: VISUAL_PORTAL_URL })
  const screens = [
    ['merchant dashboard', 'merchant@sandbox.test', '/dashboard'],
    ['merchant lookup', 'merchant@sandbox.test', '/merchant/transaction-management/transaction-lookup'],
    ['merchant report', 'merchant@sandbox.test', '/reports/transactions-daily'],
    ['merchant support', 'merchant@sandbox.test', '/merchant/support'],
    ['tenant dashboard', 'tenant@sandbox.test', '/crm/dashboard'],
    ['tenant price books', 'tenant@sandbox.test', '/crm/price-books'],
    ['platform lookup', 'platform@sandbox.test', '/platform/transaction-management/transaction-lookup'],
  ] as const
  const sizes = [
    ['desktop', desktop, ['en', 'tr', 'ar']],
    ['phone', phone, ['en', 'ar']],
  ] as const

  /** Signed in on the stopped clock, in a language, at a size, on a screen whose calls have all come back. */
  async function open(page: Page, email: string, path: string, locale: Locale, viewport: Viewport) {
    const settled = followCalls(page, VISUAL_SANDBOX_URL)
    await page.clock.setFixedTime(new Date(FROZEN_CLOCK))
    await page.addInitScript((chosen) => localStorage.setItem('paydeck.locale', chosen), locale)
    await page.setViewportSize(viewport)
    await page.goto(path)
    await new SandboxLoginPage(page).signIn(email)
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`))
    await settled()
    return settled
  }

  /** The report of the last 30 days, asked for as a user would, in their language. */
  async function runLastThirtyDays(page: Page, locale: Locale, settled: () => Promise<void>) {
    await useReportsT.load(locale)
    const run = page.getByRole('button', { name: useReportsT.catalogues[locale]!.run })
    await run.click()
    await page.getByRole('button', { name: wordIn('Last 30 days', locale) }).click()
    await run.click()
    await settled()
  }

  for (const [size, viewport, locales] of sizes)
    for (const locale of locales)
      for (const [name, email, path] of screens)
        test(`the ${name} (${locale}, ${size}) looks as it did`, async ({ page }) => {
          const settled = await open(page, email, path, locale, viewport)
          if (name === 'merchant report') await runLastThirtyDays(page, locale, settled)
          await expect(page).toHaveScreenshot(`${name.replace(/ /g, '-')}-${locale}-${size}.png`, compare)
        })

  for (const locale of ['en', 'tr', 'ar'] as const)
    test(`a transaction’s detail (${locale}) looks as it did`, async ({ page }) => {
      const lookup = '/merchant/transaction-management/transaction-lookup'
      const settled = await open(page, 'merchant@sandbox.test', lookup, locale, desktop)
      await page.getByRole('table').getByRole('link').first().click()
      const detail = page.getByRole('dialog')
      await expect(detail).toBeVisible()
      await settled()
      await expect(detail).toHaveScreenshot(`merchant-detail-${locale}-desktop.png`, compare)
    })
})
