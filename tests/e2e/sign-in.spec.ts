import { expect, test, type Page } from '@playwright/test'
import { PORTAL_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'
import { PortalPage } from './models/portal.page'

const demoUsers = [
  { email: 'merchant@sandbox.test', path: '/dashboard', type: 'Merchant', tenant: 'Northwind Payments' },
  { email: 'sandbox-merchant@sandbox.test', path: '/dashboard', type: 'Merchant', tenant: 'Northwind Payments' },
  { email: 'tenant@sandbox.test', path: '/crm/dashboard', type: 'Tenant', tenant: 'Northwind Payments' },
  { email: 'agent@sandbox.test', path: '/crm/dashboard', type: 'Tenant', tenant: 'Northwind Payments' },
  { email: 'platform@sandbox.test', path: '/crm/dashboard', type: 'Platform', tenant: 'Northwind Payments' },
]

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

for (const user of demoUsers) {
  test(`${user.email} signs in and lands on ${user.path}`, async ({ page }) => {
    const portal = new PortalPage(page)
    await portal.signInAs(user.email)
    expect(portal.pathname()).toBe(user.path)
    await expect(page.getByTestId('signed-in-user-type')).toHaveText(user.type)
    await expect(page.getByTestId('signed-in-tenant')).toHaveText(user.tenant)
    await expect(page).toHaveTitle(user.tenant)
  })
}

test('the requested page survives sign-in', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test', '/crm/dashboard?tab=today')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/crm/dashboard?tab=today')
})

test('the silent sign-in runs on its own small page: the portal starts once per visit, and a provider session signs in without the login page', async ({
  page,
}) => {
  // What the silent attempt's iframe fetches: its page and one small script, never the portal or its configuration.
  const framed: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.frame() !== page.mainFrame() && url.origin === PORTAL_URL) framed.push(url.pathname)
  })
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test', '/dashboard')
  expect(framed.length).toBeGreaterThan(0)
  expect(framed).not.toContain('/config.json')
  expect(framed.filter((path) => path.endsWith('.js')).length).toBeLessThanOrEqual(2)
  // The portal forgets its tokens; the provider still knows the user: the silent page hands its answer back.
  framed.length = 0
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await expect(page.getByTestId('signed-in-email')).toHaveText('merchant@sandbox.test')
  expect(portal.pathname()).toBe('/dashboard')
  expect(framed).toContain('/authentication/silent-renew')
  expect(framed).not.toContain('/config.json')
})

// One test per URL: each signs in through the provider, which on a busy machine takes seconds.
for (const hostile of [
  'https://evil.example/steal',
  '//evil.example/steal',
  '/\\evil.example',
  'javascript:alert(1)',
]) {
  test(`a hostile returnUrl (${hostile}) never leaves the origin`, async ({ page }) => {
    const portal = new PortalPage(page)
    await page.goto(`/authentication/login?returnUrl=${encodeURIComponent(hostile)}`)
    // No provider session: the silent attempt fails and the provider's login page follows.
    await portal.login.signIn('merchant@sandbox.test')
    await expect(page.getByTestId('signed-in-email')).toHaveText('merchant@sandbox.test')
    expect(new URL(page.url()).origin).toBe(PORTAL_URL)
    expect(portal.pathname()).toBe('/dashboard')
  })
}

test('a wrong password shows the error, keeps the email and signs nobody in', async ({ page }) => {
  const portal = new PortalPage(page)
  await page.goto('/dashboard')
  await portal.login.signIn('merchant@sandbox.test', 'not-the-password')
  await expect(portal.login.error()).toHaveText('The email address or password is incorrect.')
  await expect(portal.login.email()).toHaveValue('merchant@sandbox.test')
  await expect(portal.login.password()).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)
  // Nobody is signed in: the portal still asks for credentials.
  await page.goto('/dashboard')
  await portal.login.expectShown()
})

test('sign-out reaches logged-out and ends the session at the provider', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('agent@sandbox.test')
  await expectNoSeriousA11yViolations(page)
  await portal.signOut()
  expect(portal.pathname()).toBe('/authentication/logged-out')
  await expectNoSeriousA11yViolations(page)
  await page.goto('/crm/dashboard')
  await portal.login.expectShown()
})

test('the sandbox’s sign-in and sign-out pages run under a strict policy and break none of it', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const portal = new PortalPage(page)
  const loginPage = page.waitForResponse((response) =>
    /\/oidc\/interaction\/[^/]+$/.test(new URL(response.url()).pathname),
  )
  await page.goto('/')
  const headers = (await loginPage).headers()
  expect(headers['content-security-policy']).toMatch(
    /default-src 'none'; img-src data:; style-src 'sha256-[^']+'; script-src 'sha256-[^']+'; form-action 'self' /,
  )
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect([headers['x-content-type-options'], headers['referrer-policy'], headers['cache-control']]).toEqual([
    'nosniff',
    'no-referrer',
    'no-store',
  ])
  // The page is styled (its inline style's hash is allowed), signs in (the form's redirect to the portal is allowed)
  // and signs out (the confirmation's one line of script is allowed).
  await expect(portal.login.email()).toHaveCSS('border-radius', '8px')
  await portal.login.signIn('agent@sandbox.test', 'paydeck')
  await expect(page.getByTestId('signed-in-email')).toHaveText('agent@sandbox.test')
  await portal.signOut()
  expect(portal.pathname()).toBe('/authentication/logged-out')
  expect(refused).toEqual([])
})

test('a second tab signs in silently, without the login page', async ({ page, context }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('platform@sandbox.test')
  const second = await context.newPage()
  const seen: string[] = []
  second.on('framenavigated', (frame) => frame === second.mainFrame() && seen.push(frame.url()))
  await second.goto('/crm/dashboard')
  await expect(second.getByTestId('signed-in-email')).toHaveText('platform@sandbox.test')
  expect(seen.some((url) => url.includes('/oidc/interaction/'))).toBe(false)
})

test('tokens are kept out of localStorage', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  const stored = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.keys(sessionStorage),
  }))
  expect(stored.session.some((key) => key.startsWith('oidc.user:'))).toBe(true)
  expect(stored.local.some(([key, value]) => key.startsWith('oidc.') || /access_token|id_token/.test(value))).toBe(
    false,
  )
  expect(Object.fromEntries(stored.local)).toMatchObject({ userType: 'merchant' })
})

test('a logout not started from the page says so and keeps the session', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('merchant@sandbox.test')
  await page.goto('/authentication/logout')
  await expect(page.getByRole('alert')).toHaveText('The logout was not initiated from within the page.')
  await page.goto('/dashboard')
  await expect(page.getByTestId('signed-in-email')).toHaveText('merchant@sandbox.test')
})

test('login-failed shows the message it is given, as text', async ({ page }) => {
  await page.goto('/authentication/login-failed?message=%3Cb%3Eprovider%20down%3C%2Fb%3E')
  await expect(page.getByRole('alert')).toHaveText('<b>provider down</b>')
})

test('unauthorized explains what to do', async ({ page }) => {
  await page.goto('/authentication/unauthorized')
  await expect(page.getByRole('alert')).toHaveText(
    "401: You don't have enough permissions to get access to the resource",
  )
  await expectNoSeriousA11yViolations(page)
})

test('an unknown path goes to the user’s default dashboard', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/crm\/dashboard$/)
})
