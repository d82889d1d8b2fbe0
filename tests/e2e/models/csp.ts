import type { Page } from '@playwright/test'

/**
 * Every report the page's Content Security Policy raises from now on, one line each: what a tenant's CSP reporting
 * would receive. Chromium says each in the console (an inline handler parsed in an inert document included) and
 * fires securitypolicyviolation for those in the page.
 */
export function recordCspViolations(page: Page): () => string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  void page.addInitScript(() =>
    document.addEventListener(
      'securitypolicyviolation',
      (event) => console.error(`Content Security Policy: ${event.effectiveDirective} refused ${event.blockedURI}`),
      true,
    ),
  )
  return () => [...new Set(violations)]
}
