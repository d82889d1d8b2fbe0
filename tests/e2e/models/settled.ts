import { expect, type Page } from '@playwright/test'

/**
 * Follows a page's calls to its sandbox; `settled()` waits until none is on its way and nothing on the page says it
 * is loading (a screen read or pictured before then shows placeholders).
 */
export function followCalls(page: Page, sandbox: string) {
  const inFlight = new Set<unknown>()
  page.on('request', (request) => request.url().startsWith(sandbox) && inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return async function settled() {
    await expect.poll(() => inFlight.size, { message: 'calls to the sandbox still on their way' }).toBe(0)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  }
}
