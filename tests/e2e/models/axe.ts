import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] }

// The axe-core that @axe-core/playwright itself depends on, read once.
let axeSource: string | undefined
const readAxeSource = () => {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
  return (axeSource ??= readFileSync(fromPlugin.resolve('axe-core/axe.min.js'), 'utf8'))
}

/**
 * axe's serious and critical findings on the page as it is now (open shadow roots included), one line each.
 * axe is put in the page once per document and run there: a single-page app walked by in-app navigation keeps
 * it, which is several times faster than injecting it into every frame on every check.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, so a page under a strict CSP (the analytics window) is checked too.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readAxeSource())
  const violations: Violation[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document)
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }))
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
