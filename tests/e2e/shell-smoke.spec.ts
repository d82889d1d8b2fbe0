import { expect, test } from '@playwright/test'
import { userKindOf } from '@paydeck/core'
import { navTitlesEn } from '../../portal/src/i18n/nav-titles.en'
import { mayOpen, portalRoutes } from '../../portal/src/navigation/portal-routes'
import { routePermissions, type NavEntry } from '../../portal/src/navigation/nav-entry'
import { screenKindOf } from '../../portal/src/navigation/screens'
import { menuFor } from '../../portal/src/navigation/visible-menu'
import { SANDBOX_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'
import { PortalPage } from './models/portal.page'

// Every route of every area, as every demo user: it renders or its guard redirects, with no page error. Every entry
// of the user's menu opens a screen built here, and none of its calls is refused (no dead end, no 403).
// axe runs for the users named here (the widest view of each area) on every built screen and on the first
// not-in-this-edition page of each section: those pages are one component that differs only in its title.
const demoUsers = [
  ['merchant@sandbox.test', true],
  ['sandbox-merchant@sandbox.test', false],
  ['harbor-merchant@sandbox.test', false],
  ['tenant@sandbox.test', true],
  ['agent@sandbox.test', false],
  ['platform@sandbox.test', true],
  ['bosphorus@sandbox.test', false],
  ['meridian@sandbox.test', false],
  ['atlas@sandbox.test', false],
] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const [email, withAxe] of demoUsers) {
  test(`every route as ${email}`, async ({ page }) => {
    test.setTimeout(withAxe ? 300_000 : 150_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const portal = new PortalPage(page)
    await portal.signInAs(email)
    const user = await portal.userContext()
    const kind = userKindOf(user.userType as Parameters<typeof userKindOf>[0])
    // What the portal checks a route against: the role's permissions, and being an administrator (the audit log).
    const permissions = routePermissions(user)
    const violations: string[] = []
    const checkedSections = new Set<string>()
    const leaves = (entries: readonly NavEntry[]): string[] =>
      entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry.path!]))
    const offered = new Set(leaves(menuFor(kind, permissions)))
    const deadEnds: string[] = []
    let current = ''
    page.on('response', (response) => {
      if (response.status() === 403 && response.url().startsWith(SANDBOX_URL) && offered.has(current))
        deadEnds.push(`${current}: ${response.request().method()} ${response.url()} answered 403`)
    })
    let opened = 0
    for (const route of portalRoutes) {
      current = route.path
      await portal.visit(`/${route.path}`)
      if (offered.has(route.path) && ['notInEdition', 'notBuiltYet'].includes(screenKindOf(route)))
        deadEnds.push(`${route.path}: offered in the menu, but not built`)
      if (mayOpen(route, kind, permissions)) {
        opened++
        const title =
          screenKindOf(route) === 'dashboard' ? /^Welcome, / : navTitlesEn[route.entry.id as keyof typeof navTitlesEn]
        await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(title)
        await expect(page, route.path).toHaveURL(new RegExp(`/${escape(route.path)}$`))
        const section = route.ancestors.at(-1)?.id ?? route.area
        const kind = screenKindOf(route)
        // The two notice pages differ only in their words: each is checked once per section.
        const notice = kind === 'notInEdition' || kind === 'notBuiltYet'
        if (withAxe && (!notice || !checkedSections.has(`${section} ${kind}`))) {
          if (notice) checkedSections.add(`${section} ${kind}`)
          violations.push(...(await seriousViolations(page)).map((line) => `${route.path} ${line}`))
        }
      } else {
        await expect(page, route.path).toHaveURL(
          new RegExp(`/authentication/unauthorized\\?returnUrl=${escape(encodeURIComponent(`/${route.path}`))}`),
        )
      }
    }
    expect(opened).toBeGreaterThan(0)
    test.info().annotations.push({ type: 'menu', description: `${offered.size} entries offered, ${opened} opened` })
    expect(deadEnds).toEqual([])
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
}
