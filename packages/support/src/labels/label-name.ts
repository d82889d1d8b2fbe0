import { defaultSupportLabelLabels, isLabelled, labelsIn } from '@paydeck/core/labels'
import type { SupportLabel } from '@paydeck/core/support'
import { useUi } from '@paydeck/ui'

export type NamedLabel = Pick<SupportLabel, 'value' | 'isDefault'>

/** A label's name as the user reads it: a default label (Pending, Done, In progress) in their words, their own as typed. */
export function labelName(label: NamedLabel, locale: string): string {
  return label.isDefault && isLabelled(defaultSupportLabelLabels, label.value)
    ? labelsIn(defaultSupportLabelLabels, locale)[label.value]
    : label.value
}

export function useLabelName(): (label: NamedLabel) => string {
  const { locale } = useUi()
  return (label) => labelName(label, locale)
}
