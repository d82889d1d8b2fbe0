import { expect, test, type Page } from '@playwright/test'
import { userKindOf } from '@paydeck/core'
import { mayOpen, portalRoutes } from '../../portal/src/navigation/portal-routes'
import { builtScreens, screenKindOf } from '../../portal/src/navigation/screens'
import {
  FROZEN_CLOCK,
  HTML_EMBED_URL,
  SANDBOX_URL,
  VISUAL_PORTAL_URL,
  VISUAL_SANDBOX_URL,
} from '../../playwright.config'
import { englishOnly, navTitlesIn } from './models/catalogue-words'
import { openTab, tabNames } from './models/detail-tabs'
import { PortalPage } from './models/portal.page'
import { followCalls } from './models/settled'
import { SandboxLoginPage } from './models/sandbox-login.page'

/** Every text a user meets on the page: text nodes, and the names and hints of controls (shadow roots included). */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = []
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement
          // Codes (a permission's name, a reference) read the same in every language.
          if (parent && !parent.closest('script, style, [hidden], code')) texts.push(node.data.trim())
        } else if (node instanceof Element) {
          for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
            if (node.hasAttribute(name)) texts.push(node.getAttribute(name)!.trim())
          if (node.shadowRoot) visit(node.shadowRoot)
        }
      }
    }
    visit(document)
    return texts.filter(Boolean)
  })

/** Data named like one of the catalogues' texts: a tenant's own pipeline and price book product, as the seed named them. */
const dataNamedLikeWords = new Set([
  'crm/settings/crm/pipelines: Merchant acquisition',
  'crm/dashboard: Merchant acquisition',
  'crm/price-books: Payouts',
])

// Every built screen each side's widest demo user may open, in Turkish and in Arabic: a text from an English
// catalogue that reads differently in that language is English left over (a missing key, a text outside the
// catalogues' reach, a sandbox text not worded by Accept-Language). On the visual baselines' sandbox: its book is
// the seed's alone (the shared sandbox holds what other tests typed, "My widgets" among it) on a stopped clock.
const languages = [
  ['tr', 'Turkish'],
  ['ar', 'Arabic'],
] as const
for (const [locale, language] of languages)
  for (const email of ['merchant@sandbox.test', 'tenant@sandbox.test', 'platform@sandbox.test'])
    test(`every screen reads ${language} as ${email}`, async ({ page }) => {
      test.setTimeout(180_000)
      const isEnglish = await englishOnly(locale)
      const settled = followCalls(page, VISUAL_SANDBOX_URL)
      await page.clock.setFixedTime(new Date(FROZEN_CLOCK))
      await page.addInitScript((chosen) => localStorage.setItem('paydeck.locale', chosen), locale)
      const portal = new PortalPage(page)
      await page.goto(VISUAL_PORTAL_URL)
      await new SandboxLoginPage(page).signIn(email)
      await expect(page.getByTestId('signed-in-email')).toHaveText(email)
      const user = await portal.userContext(VISUAL_SANDBOX_URL)
      const kind = userKindOf(user.userType as Parameters<typeof userKindOf>[0])
      const english: string[] = []
      let walked = 0
      for (const route of portalRoutes) {
        if (!builtScreens.has(screenKindOf(route)) || !mayOpen(route, kind, user.permissions)) continue
        await portal.visit(`/${route.path}`)
        if (screenKindOf(route) !== 'dashboard')
          await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(
            navTitlesIn[locale][route.entry.id as keyof (typeof navTitlesIn)['tr']],
          )
        await settled()
        walked++
        for (const text of await shownTexts(page)) {
          const source = isEnglish(text)
          if (source && !dataNamedLikeWords.has(`${route.path}: ${text}`))
            english.push(`${route.path}: ${text}${source === text ? '' : ` (${source})`}`)
        }
      }
      expect(walked).toBeGreaterThan(3)
      expect([...new Set(english)]).toEqual([])
    })

// A transaction's story is the sandbox's words (actors, reasons, fees, accounting, alerts, routing, disputes), worded
// by Accept-Language: every tab of a refunded card payment's detail, in Turkish and in Arabic.
for (const [locale, language] of languages)
  test(`a transaction’s story reads ${language}`, async ({ page }) => {
    // Twelve tabs, each waited on until its calls are answered: near 30 s on a loaded two-core machine.
    test.slow()
    const isEnglish = await englishOnly(locale)
    const settled = followCalls(page, VISUAL_SANDBOX_URL)
    await page.clock.setFixedTime(new Date(FROZEN_CLOCK))
    await page.addInitScript((chosen) => localStorage.setItem('paydeck.locale', chosen), locale)
    await page.goto(VISUAL_PORTAL_URL)
    await new SandboxLoginPage(page).signIn('merchant@sandbox.test')
    await expect(page.getByTestId('signed-in-email')).toHaveText('merchant@sandbox.test')
    const portal = new PortalPage(page)
    const refunds = await portal.sandboxJson<{ data: { parentId: number }[] }>(
      'api/transactions?type=Refund&paymentMethod=VISA&PageSize=1',
      VISUAL_SANDBOX_URL,
    )
    const refunded = refunds.data[0]!.parentId
    await portal.visit(`/merchant/transaction-management/transaction-lookup?tx=${refunded}`)
    const detail = page.getByRole('dialog')
    const english: string[] = []
    const names = await tabNames(detail, locale)
    // Twelve reads of the transaction, and its History on the audit trail (the merchant’s administrator reads it).
    expect(names.length).toBe(13)
    for (const name of names) {
      await openTab(detail, name, locale)
      await settled()
      for (const text of await shownTexts(page)) {
        const source = isEnglish(text)
        if (source) english.push(`${name}: ${text}`)
      }
    }
    expect([...new Set(english)]).toEqual([])
  })

test('in Arabic the portal runs right to left: the menu on the right, text and controls mirrored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('paydeck.locale', 'ar'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' })
  await expect(menu.getByRole('link', { name: 'لوحة المعلومات' }).first()).toBeVisible()
  // The side menu sits at the inline start, which in Arabic is the right.
  const box = (await menu.boundingBox())!
  expect(box.x + box.width / 2).toBeGreaterThan(720)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^مرحبًا، /)
})

test('in Arabic a transaction’s detail opens from the left, and its handle widens it towards the right', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('paydeck.locale', 'ar'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  await page.goto('/merchant/transaction-management/transaction-lookup?tx=1')
  const detail = page.getByRole('dialog')
  await expect(detail).toBeVisible()
  const before = (await detail.boundingBox())!
  // Mirrored: the panel stands at the inline end, which in Arabic is the left.
  expect(before.x).toBeLessThan(10)
  const handle = detail.getByRole('separator', { name: 'تغيير حجم اللوحة' })
  await handle.focus()
  await handle.press('ArrowRight')
  await expect.poll(async () => (await detail.boundingBox())!.width).toBeGreaterThan(before.width)
  await handle.press('ArrowLeft')
  await expect.poll(async () => (await detail.boundingBox())!.width).toBe(before.width)
})

test('an element in Arabic runs right to left on an English page, and its neighbours do not', async ({ page }) => {
  await page.goto(`${HTML_EMBED_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}`)
  await page.getByLabel('Email').fill('merchant@sandbox.test')
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const tickets = page.locator('#tickets')
  await expect(tickets.getByRole('region', { name: 'Support tickets' })).toBeVisible()
  await tickets.evaluate((element) => element.setAttribute('locale', 'ar'))
  await expect(tickets.getByRole('region', { name: 'تذاكر الدعم' })).toBeVisible()
  const direction = (locator: typeof tickets) =>
    locator.evaluate(
      (element) => getComputedStyle(element.shadowRoot!.querySelector('[dir]')!.firstElementChild!).direction,
    )
  expect(await direction(tickets)).toBe('rtl')
  expect(await direction(page.locator('#transactions'))).toBe('ltr')
  expect(await page.evaluate(() => document.documentElement.dir)).not.toBe('rtl')
})
