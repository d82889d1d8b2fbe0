import { expect, test, type Page } from '@playwright/test'
import { userKindOf } from '@paydeck/core'
import { navTitlesTr } from '../../portal/src/i18n/nav-titles.tr'
import { mayOpen, portalRoutes } from '../../portal/src/navigation/portal-routes'
import { builtScreens, screenKindOf } from '../../portal/src/navigation/screens'
import { SANDBOX_URL } from '../../playwright.config'
import { englishOnly } from './models/catalogue-words'
import { PortalPage } from './models/portal.page'

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

/** Data named like one of the catalogues' texts: a tenant's own pipeline, named as the seed named it. */
const dataNamedLikeWords = new Set(['crm/settings/crm/pipelines: Merchant acquisition'])

/** Waits until no call to the sandbox is on its way and nothing says it is loading. */
async function settled(page: Page, inFlight: Set<unknown>) {
  await expect.poll(() => inFlight.size, { message: 'calls to the sandbox still on their way' }).toBe(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

// Every built screen each side's widest demo user may open, in Turkish: a text from an English catalogue that reads
// differently in Turkish is English left over (a missing key, a text outside the catalogues' reach, a sandbox text
// not worded by Accept-Language).
for (const email of ['merchant@sandbox.test', 'tenant@sandbox.test', 'platform@sandbox.test']) {
  test(`every screen reads Turkish as ${email}`, async ({ page }) => {
    test.setTimeout(180_000)
    const isEnglish = englishOnly('tr')
    const inFlight = new Set<unknown>()
    page.on('request', (request) => request.url().startsWith(SANDBOX_URL) && inFlight.add(request))
    page.on('requestfinished', (request) => inFlight.delete(request))
    page.on('requestfailed', (request) => inFlight.delete(request))
    await page.addInitScript(() => localStorage.setItem('paydeck.locale', 'tr'))
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    const user = await portal.userContext()
    const kind = userKindOf(user.userType as Parameters<typeof userKindOf>[0])
    const english: string[] = []
    let walked = 0
    for (const route of portalRoutes) {
      if (!builtScreens.has(screenKindOf(route)) || !mayOpen(route, kind, user.permissions)) continue
      await portal.visit(`/${route.path}`)
      if (screenKindOf(route) !== 'dashboard')
        await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(
          navTitlesTr[route.entry.id as keyof typeof navTitlesTr],
        )
      await settled(page, inFlight)
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
}
