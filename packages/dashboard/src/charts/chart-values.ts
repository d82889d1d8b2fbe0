import type { ChartConfiguration, WidgetData, WidgetDataRow } from '@paydeck/core/dashboard'
import { moneyOf } from '@paydeck/core/transactions'
import { useCallback } from 'react'
import { formatMoney, formatNumber, useUi } from '@paydeck/ui'

/** Whether a column holds money: the chart's tooltip is in currency and the column is a volume. */
export const isMoney = (chart: ChartConfiguration, column: string) =>
  chart.tooltipType === 'currency' && /volume/i.test(column)

/**
 * How a chart's values read: volumes as money in the base currency (euro unless the tenant's differs) with the
 * currency's decimals, everything else as a number of the user's locale.
 */
export function useValueFormat(chart: ChartConfiguration, data: Pick<WidgetData, 'baseCurrency'>) {
  const { locale } = useUi()
  const currency = data.baseCurrency || 'EUR'
  return useCallback(
    (column: string) =>
      isMoney(chart, column)
        ? (value: number) => formatMoney(moneyOf(value, currency), locale)
        : (value: number) => formatNumber(value, locale),
    [chart, currency, locale],
  )
}

/** A row's value of a column as a number (0 when absent). */
export const numberOf = (row: WidgetDataRow, column: string) => {
  const value = row[column]
  return typeof value === 'number' ? value : Number(value) || 0
}
