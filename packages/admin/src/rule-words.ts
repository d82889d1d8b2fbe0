import type { RuleProblem, SetupRuleKey } from '@paydeck/core/labels'
import { formatNumber, useUi, type FormProblems } from '@paydeck/ui'
import { useAdminScreensT } from './messages'

/**
 * Core's form rules in the reader's words (none where a rule found nothing): a problem's key read from the catalogue (`rule.<key>`), its limit written
 * as the locale writes numbers, a band's problem under its band's number.
 */
export function useRuleWords() {
  const t = useAdminScreensT()
  const { locale } = useUi()
  const word = (problem: RuleProblem<SetupRuleKey> | null | undefined): string | undefined => {
    if (!problem) return undefined
    const { max } = problem.params ?? {}
    const params = { ...problem.params, ...(typeof max === 'number' && { max: formatNumber(max, locale) }) }
    const text = t(`rule.${problem.rule}`, params)
    return problem.band === undefined ? text : t('rule.inBand', { band: problem.band, problem: text })
  }
  /** A rules function's problems by field, worded: what a form's `check` returns. */
  const words = (problems: Partial<Record<string, RuleProblem<SetupRuleKey>>>): FormProblems =>
    Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, word(problem)]))
  return { word, words }
}
