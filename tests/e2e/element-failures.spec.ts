import { expect, test, type Page, type Route } from '@playwright/test'
import { HTML_EMBED_URL, SANDBOX_URL } from '../../playwright.config'

// Every element honest about every failure: on a plain page, with the sandbox's answers broken one way at a time
// (the token refused, no token, 403, the network down, 500, an answer that does not parse), each element says so in
// its box and raises one paydeck-error of the failure's kind; once the sandbox answers again, refresh() recovers it.
// A merchant's page, a tenant administrator's and platform staff's: every element there is.

const page$ = `${HTML_EMBED_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}`

/** Who signs in, the elements a site adds to the page's own (bell, support button, ticket list, lookup). */
const pages = [
  {
    email: 'merchant@sandbox.test',
    added: {
      'paydeck-ticket': { 'ticket-id': '1' },
      'paydeck-transaction': { 'transaction-id': '1', open: '' },
      'paydeck-dashboard': {},
      'paydeck-report': { 'report-id': 'transactions-daily' },
      // The seed's records: the merchant's first proposal and an accepted agreement, its volume-per-day widget.
      'paydeck-proposal': { 'proposal-id': '1', open: '' },
      'paydeck-agreement': { 'agreement-id': '6', open: '' },
      'paydeck-dashboard-widget': { 'widget-id': '3' },
    } as Record<string, Record<string, string>>,
  },
  {
    email: 'tenant@sandbox.test',
    added: {
      'paydeck-labels-manager': {},
      'paydeck-price-books': {},
      'paydeck-pipelines': {},
      'paydeck-roles': {},
      'paydeck-staff-accounts': {},
    } as Record<string, Record<string, string>>,
  },
  {
    email: 'platform@sandbox.test',
    added: { 'paydeck-tenants': {} } as Record<string, Record<string, string>>,
    // Platform staff's lookup asks for a tenant before it asks the server anything: nothing there to fail.
    quiet: ['paydeck-transaction-lookup'],
  },
]
const pageElements = [
  'paydeck-notifications-bell',
  'paydeck-support-button',
  'paydeck-ticket-list',
  'paydeck-transaction-lookup',
]

const problem = (status: number, detail: string) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ type: 'about:blank', title: 'Refused', status, detail }),
})

/** Each failure: how the sandbox's answers break, and the kind of error the elements raise. */
const failures: { name: string; kind: string; broken: (route: Route) => Promise<void> }[] = [
  {
    name: 'the token refused',
    kind: 'auth',
    broken: (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-token' } }),
  },
  {
    name: 'no token',
    kind: 'auth',
    broken: (route) => {
      const { authorization: _dropped, ...headers } = route.request().headers()
      return route.continue({ headers })
    },
  },
  { name: '403', kind: 'forbidden', broken: (route) => route.fulfill(problem(403, 'Not for you.')) },
  { name: 'the network down', kind: 'network', broken: (route) => route.abort('connectionrefused') },
  { name: '500', kind: 'server', broken: (route) => route.fulfill(problem(500, 'The server failed.')) },
  {
    name: 'an answer that does not parse',
    kind: 'parse',
    broken: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
  },
]

/** The API's calls (its services), not the sign-in the page makes itself. */
const api = (url: URL) => url.origin === SANDBOX_URL && !url.pathname.startsWith('/embed/')

async function signIn(page: Page, email: string, added: Record<string, Record<string, string>>) {
  await page.goto(page$)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(email)).toBeVisible()
  await page.evaluate((tags) => {
    for (const [tag, attributes] of Object.entries(tags)) {
      const element = document.createElement(tag)
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
      document.getElementById('documents')!.append(element)
    }
  }, added)
}

for (const { email, added, quiet = [] } of pages)
  for (const failure of failures)
    test(`${email}'s elements say so when the sandbox answers with ${failure.name}, then recover on refresh()`, async ({
      page,
    }) => {
      test.slow()
      const elements = [...pageElements.filter((tag) => !quiet.includes(tag)), ...Object.keys(added)]
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.route(api, failure.broken)
      await signIn(page, email, added)
      const told = page.locator('#element-events li')
      for (const tag of elements) {
        const errors = told.filter({ hasText: `paydeck-error from <${tag}>` })
        await expect(errors, `${tag} raises its error`).toHaveCount(1)
        await expect(errors).toContainText(`"kind":"${failure.kind}"`)
        // Words inside its box: an alert, or the bell's own name saying it is not up to date.
        const box = page.locator(tag)
        if (tag === 'paydeck-notifications-bell')
          await expect(box.getByRole('button', { name: /not up to date/ })).toBeVisible()
        else await expect(box.getByRole('alert').first(), `${tag} says why`).toBeVisible()
      }
      // Still one each, once everything has settled.
      for (const tag of elements) await expect(told.filter({ hasText: `paydeck-error from <${tag}>` })).toHaveCount(1)

      await page.unroute(api)
      await page.evaluate(
        (tags) =>
          Promise.all(
            tags.map((tag) => (document.querySelector(tag) as HTMLElement & { refresh(): Promise<void> }).refresh()),
          ),
        elements,
      )
      for (const tag of elements) {
        await expect(told.filter({ hasText: `paydeck-ready from <${tag}>` }), `${tag} recovers`).toHaveCount(1)
        if (tag !== 'paydeck-notifications-bell') await expect(page.locator(tag).getByRole('alert')).toHaveCount(0)
      }
      await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible()
      expect(pageErrors).toEqual([])
    })
