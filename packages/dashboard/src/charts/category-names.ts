import type { WidgetDataRow } from '@paydeck/core/dashboard'
import {
  labelOf,
  paymentMethodLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type Labels,
} from '@paydeck/core/labels'
import { useUi } from '@paydeck/ui'
import { useDashboardT } from '../messages'

// The columns whose values are codes of core's enumerations: their words come from the label layer, in the user's
// language; any other category (a currency, a customer's name) is shown as it is.
const catalogues: Record<string, Labels<string>> = {
  status: transactionStatusLabels,
  transactionStatus: transactionStatusLabels,
  type: transactionTypeLabels,
  transactionType: transactionTypeLabels,
  paymentMethod: paymentMethodLabels,
}

/** A row's category as a legend, a bar's label or a table cell shows it; the row of the rest is "Other". */
export function useCategoryName(column: string): (row: WidgetDataRow) => string {
  const { locale } = useUi()
  const t = useDashboardT()
  return (row) => {
    if (row.other === true) return t('other')
    const value = row[column]
    if (value === null || value === undefined || value === '') return '—'
    return categoryName(column, String(value), locale)
  }
}

/** Whether a column holds codes the label layer words. */
export const isCategoryColumn = (column: string) => Object.hasOwn(catalogues, column)

/** A value of a column in the user's words where the column holds codes; as it is otherwise. */
export function categoryName(column: string, value: string, locale: string): string {
  const labels = isCategoryColumn(column) ? catalogues[column] : undefined
  return labels ? labelOf(labels, value, locale) : value
}
