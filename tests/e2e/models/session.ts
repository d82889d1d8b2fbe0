import type { Browser, Page } from '@playwright/test'
import { SANDBOX_URL } from '../../../playwright.config'
import { PortalPage } from './portal.page'

/** A fresh browser context signed in through the sandbox's OpenID provider as one of the demo users. */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await new PortalPage(page).signInAs(email)
  return page
}

/**
 * A call to the sandbox's API (its v1 service, or another such as reporting) with the page's own token: what a
 * curious user could do from the console.
 */
export function api(
  page: Page,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    service = 'v1',
  }: { method?: string; headers?: Record<string, string>; body?: unknown; service?: string } = {},
) {
  return page.evaluate(
    async ({ url, method, headers, body }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Mode: 'Live',
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown }
    },
    { url: `${SANDBOX_URL}/${service}/${path}`, method, headers, body },
  )
}
