import * as z from 'zod/mini'
import type { RuleProblem, SupportRuleKey } from '../../labels/rule-labels'

// Support labels (seed 000 sections 4, 5 and 7): each organisation's own, in its own order.

export const labelSchema = z.object({
  labelId: z.number(),
  value: z.string(),
  description: z.string(),
  color: z.string(),
  isDefault: z.boolean(),
})
export type SupportLabel = z.infer<typeof labelSchema>

/** Seed 000: the three labels every organisation starts with; a label of its own may not take their names. */
export const defaultLabels = [
  { value: 'Pending', color: '#FFD700' },
  { value: 'Done', color: '#90EE90' },
  { value: 'In progress', color: '#6495ED' },
] as const
export type DefaultLabelValue = (typeof defaultLabels)[number]['value']

/** A label's name: required, letters, digits and spaces only, and not one of the defaults (any case). */
export function labelValueProblem(value: string): RuleProblem<SupportRuleKey> | null {
  const trimmed = value.trim()
  if (!trimmed || !/^[\p{L}\p{N} ]+$/u.test(trimmed)) return { rule: 'labelValueShape' }
  if (defaultLabels.some((label) => label.value.toLowerCase() === trimmed.toLowerCase()))
    return { rule: 'labelIsDefault', params: { name: trimmed } }
  return null
}

export const labelsSchema = z.array(labelSchema)
