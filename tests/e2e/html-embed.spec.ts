import { expect, test, type Page } from '@playwright/test'
import { HTML_EMBED_URL, SANDBOX_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'
import { recordCspViolations } from './models/csp'

const page$ = `${HTML_EMBED_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}`

async function signIn(page: Page, email: string, password = 'paydeck') {
  await page.goto(page$)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a wrong password says so and keeps what was typed', async ({ page }) => {
  await signIn(page, 'merchant@sandbox.test', 'wrong')
  await expect(page.getByRole('alert')).toHaveText('The email or password is not right.')
  await expect(page.getByLabel('Email')).toHaveValue('merchant@sandbox.test')
})

test('the bell works on a plain page from one script tag, opens a proposal in its element, and is axe clean', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cspViolations = recordCspViolations(page)
  const firstPages: string[] = []
  page.on('request', (request) => {
    if (/\/in-app-notifications\?pageIndex=0&pageSize=10$/.test(request.url())) firstPages.push(request.url())
  })
  await signIn(page, 'merchant@sandbox.test')
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  // Styled by the CSS the bell's chunk brought (the shared chunk has only the reset and tokens).
  await expect(panel).toHaveCSS('border-radius', '12px')
  await panel.getByRole('listitem').filter({ hasText: 'New proposal from' }).first().getByRole('button').first().click()
  const viewer = page.getByRole('dialog', { name: 'View Proposal' })
  await expect(viewer.getByRole('heading', { name: /^Commercial proposal for|^Partner referral/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('paydeck-proposal')).toHaveCount(0)
  // Tokens stay in memory: nothing of the session is kept in the browser's storage.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('eyJ')
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => /token|oidc/i.test(key)))).toBe(false)
  expect(errors).toEqual([])
  // The page's policy is strict (no inline script or style): nothing the elements did broke it, and the bell beside
  // the support button, the ticket list and the lookup (which load the user) asked for its first page once.
  expect(cspViolations()).toEqual([])
  expect(firstPages).toHaveLength(1)
})

test('the support button and the ticket list work on the plain page, the thread opens from the list, axe clean', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, 'merchant@sandbox.test')
  const list = page.getByRole('region', { name: 'Support tickets' })
  await expect(list.getByRole('button', { name: /Refund not received by the cardholder/ })).toBeVisible()
  await list.getByRole('button', { name: /Webhook signature fails/ }).click()
  const thread = page.getByRole('article', { name: /Ticket #\d+: Webhook signature fails/ })
  await expect(thread.getByText('That fixed it, thank you.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('banner').getByRole('button', { name: 'Contact Support' }).click()
  const form = page.getByRole('dialog', { name: 'Contact Support' })
  await form.getByLabel('Category').selectOption('Clarification')
  await form.getByLabel('Subject').fill('Settlement calendar for December')
  await form.getByLabel('Description').fill('Which days in December have no settlement?')
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ticket created' })).toBeVisible()
  await expect(page.getByRole('article', { name: /Settlement calendar for December/ })).toBeVisible()
  await expect(list.getByRole('button', { name: /Settlement calendar for December/ })).toBeVisible()
  expect(errors).toEqual([])
})

test('tenant staff embedding the support button get their customers without the portal’s help', async ({ page }) => {
  const customerLists: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/users/crm/active-customers')) customerLists.push(request.url())
  })
  await signIn(page, 'tenant@sandbox.test')
  await page.getByRole('banner').getByRole('button', { name: 'Contact Support' }).click()
  const form = page.getByRole('dialog', { name: 'Contact Support' })
  await form.getByRole('button', { name: 'Expand fields' }).click()
  await form.getByRole('checkbox', { name: 'Customers' }).check()
  const customers = form.getByRole('group', { name: 'Customers' })
  await expect(customers.getByRole('checkbox', { name: 'Acme Coffee Ltd' })).toBeVisible()
  // Another tenant's merchant is not offered.
  await expect(customers.getByRole('checkbox', { name: 'Harbor Books Ltd' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  // The ticket list beside it and the form share one cache: the list of customers was asked for once.
  expect(customerLists).toHaveLength(1)
})

test('every other element shows its content under the page’s strict policy without a violation report', async ({
  page,
}) => {
  test.slow()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cspViolations = recordCspViolations(page)
  await signIn(page, 'merchant@sandbox.test')
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible()
  // Added as a tenant's script would add them: the loader brings each one's code on first use.
  const add = (tag: string, attributes: Record<string, string> = {}) =>
    page.evaluate(
      ([tag, attributes]) => {
        const element = document.createElement(tag)
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
        document.getElementById('documents')!.append(element)
      },
      [tag, attributes] as const,
    )
  await add('paydeck-dashboard')
  await add('paydeck-report', { 'report-id': 'transactions-daily' })
  await expect(page.locator('paydeck-dashboard').getByRole('heading', { name: 'Payments' }).first()).toBeVisible()
  const report = page.locator('paydeck-report')
  await report.getByRole('button', { name: 'Last 30 days' }).click()
  await report.getByRole('button', { name: 'Run report' }).click()
  await expect(report.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  // A modal one last: it keeps the page behind it from the pointer.
  await add('paydeck-transaction', { 'transaction-id': '1', open: '' })
  await expect(page.locator('paydeck-transaction').getByRole('dialog', { name: 'Transaction 1' })).toBeVisible()
  expect(errors).toEqual([])
  expect(cspViolations()).toEqual([])
})

test('each element says when it first shows content, refresh() fetches again, and a lost sandbox is a typed error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, 'merchant@sandbox.test')
  const told = page.locator('#element-events li')
  for (const tag of ['paydeck-notifications-bell', 'paydeck-ticket-list', 'paydeck-transaction-lookup'])
    await expect(told.filter({ hasText: `paydeck-ready from <${tag}>` })).toHaveCount(1)
  await expect(told.filter({ hasText: 'paydeck-error' })).toHaveCount(0)

  // refresh() asks again for what the element shows, and only that.
  const asked: string[] = []
  // The API's calls, not the elements' own scripts (a chunk may carry the area's name).
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (!path.startsWith('/paydeck-elements/')) asked.push(path)
  })
  await page.evaluate(() =>
    (document.getElementById('tickets') as HTMLElement & { refresh(): Promise<void> }).refresh(),
  )
  expect(asked.filter((path) => path.endsWith('/support/ticket/my'))).toHaveLength(1)
  expect(asked.filter((path) => path.includes('/transactions'))).toHaveLength(0)

  // The sandbox is gone: a ticket opened now shows its own error and tells the page the kind.
  await page.route(`${SANDBOX_URL}/**`, (route) => route.abort('connectionrefused'))
  await page.evaluate(() => {
    const ticket = document.createElement('paydeck-ticket')
    ticket.setAttribute('ticket-id', '1')
    document.getElementById('ticket-slot')!.append(ticket)
  })
  await expect(page.locator('paydeck-ticket').getByRole('alert')).toBeVisible()
  await expect(told.filter({ hasText: 'paydeck-error from <paydeck-ticket>' })).toContainText('"kind":"network"')
  await expect(told.filter({ hasText: 'paydeck-error from <paydeck-ticket>' })).toContainText('"retryable":true')
  expect(errors).toEqual([])
})

test('a tenant’s back office embeds the price books and a report from the same script tag, axe clean', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cspViolations = recordCspViolations(page)
  await page.goto(`${HTML_EMBED_URL}/back-office.html?sandbox=${encodeURIComponent(SANDBOX_URL)}`)
  await page.getByLabel('Email').fill('tenant@sandbox.test')
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()

  // The screen's title is a section of the page (its h1 is the page's own), its parts a level below.
  const books = page.locator('paydeck-price-books')
  await expect(books.getByRole('heading', { level: 2, name: 'Price books' })).toBeVisible()
  await expect(books.getByRole('heading', { level: 3, name: 'Price books' })).toBeVisible()
  await books.getByRole('button', { name: 'Open the price book Standard 2026' }).click()
  await expect(books.getByRole('heading', { name: 'Products and fees of Standard 2026' })).toBeVisible()
  // Styled by the CSS its chunk brought, inside its shadow root: the page's serif face does not reach it.
  await expect(books.getByRole('button', { name: 'New price book' })).not.toHaveCSS('font-family', /Georgia/)

  // A form the element opens keeps what was typed when it is refused, and its dialog hands focus back on Escape.
  await books.getByRole('button', { name: 'New price book' }).click()
  const form = books.getByRole('dialog', { name: 'New price book' })
  await form.getByLabel('Description').fill('For cafés that take cards only')
  await form.getByRole('button', { name: 'Create price book' }).click()
  await expect(form.getByText('Name the price book.')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('For cafés that take cards only')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(books.getByRole('button', { name: 'New price book' })).toBeFocused()

  const report = page.locator('paydeck-report')
  await report.getByRole('button', { name: 'Last 30 days' }).click()
  await report.getByRole('button', { name: 'Run report' }).click()
  await expect(report.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  const told = page.locator('#element-events li')
  for (const tag of ['paydeck-price-books', 'paydeck-report'])
    await expect(told.filter({ hasText: `paydeck-ready from <${tag}>` })).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])
  expect(errors).toEqual([])
  expect(cspViolations()).toEqual([])
})

test('an element asks for the code of a change the role marks “Needs a code”, and tells a user without access so', async ({
  page,
}) => {
  await page.goto(`${HTML_EMBED_URL}/back-office.html?sandbox=${encodeURIComponent(SANDBOX_URL)}`)
  await page.getByLabel('Email').fill('tenant@sandbox.test')
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The sandbox's answer when the caller's role marks the price books' permission (its route test proves it asks),
  // played here so that no shared role changes under the other tests. 123456 is the right code.
  await page.route('**/crm/pricebooks', async (route) => {
    const code = route.request().headers()['scacode']
    if (route.request().method() !== 'POST' || code === '123456') return route.continue()
    const detail = code
      ? 'This code is wrong or has expired. Enter the code your app shows now.'
      : 'This change needs the six-digit code from your authenticator app.'
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400, detail, errors: { scaCode: [detail] } }
    return route.fulfill({ status: 400, contentType: 'application/problem+json', body: JSON.stringify(problem) })
  })
  const books = page.locator('paydeck-price-books')
  const name = `Coded in the back office ${Date.now()}`
  await books.getByRole('button', { name: 'New price book' }).click()
  const form = books.getByRole('dialog', { name: 'New price book' })
  await form.getByLabel('Name').fill(name)
  await form.getByRole('button', { name: 'Create price book' }).click()
  // Asked on the page, as the portal's shell asks (the page's client has one code step, whichever of its elements
  // shows it): not refused with the form's message.
  const sca = page.getByRole('dialog', { name: 'Confirm with your authenticator app' })
  await sca.getByLabel(/code/i).fill('111111')
  await sca.getByRole('button', { name: 'Confirm' }).click()
  await expect(sca).toContainText('This code is wrong or has expired.')
  await sca.getByLabel(/code/i).fill('123456')
  await sca.getByRole('button', { name: 'Confirm' }).click()
  await expect(sca).toBeHidden()
  await expect(form).toBeHidden()
  await expect(books.getByRole('button', { name: `Open the price book ${name}` })).toBeVisible()

  // Platform staff have no price books of their own: the element says so, offering nothing and asking nothing.
  await page.getByRole('button', { name: 'Sign out' }).click()
  // Counted once the page has started again (its sign-in form shows): the tenant's last answers may still arrive.
  await expect(page.getByLabel('Email')).toBeVisible()
  const asked: string[] = []
  // The API's calls, not the elements' own scripts (a chunk may carry the area's name).
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (!path.startsWith('/paydeck-elements/')) asked.push(path)
  })
  await page.getByLabel('Email').fill('platform@sandbox.test')
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(books.getByRole('status')).toHaveText(/Your role does not give you this screen/)
  await expect(books.getByRole('button')).toHaveCount(0)
  expect(asked.filter((path) => path.includes('pricebooks'))).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
})
