import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] }
const serious = (violations: Violation[]) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return serious(violations)
}

// The axe-core that @axe-core/playwright itself uses, read once.
let axeSource: string | undefined
const readAxeSource = () => {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
  return (axeSource ??= readFileSync(fromPlugin.resolve('axe-core/axe.min.js'), 'utf8'))
}

/**
 * The same check for a single-page app walked by in-app navigation: axe is put in the page once and run on
 * the document each time, instead of being injected into every frame on every call.
 */
export async function seriousViolationsInApp(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: readAxeSource() })
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }
    ).axe.run(document)
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }))
  })
  return serious(violations)
}
