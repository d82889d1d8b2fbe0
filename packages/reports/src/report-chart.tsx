import { useMemo, useState } from 'react'
import { currencyDigits, toMajorUnits } from '@paydeck/core/transactions'
import type { ReportDefinition, ReportSeries } from '@paydeck/core/reports'
import { Field, formatMoney, formatNumber, NativeSelect, TimeSeriesChart, useUi, type ChartLine } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useReportsT } from './report-messages'

const styles = { root: css({ display: 'grid', gap: '2' }), pick: css({ maxWidth: '48' }) }

/**
 * A series report's chart over every filtered row. Money lines are drawn one currency at a time (a euro and a
 * krona do not share an axis); counts all together.
 */
export function ReportChart({ report, series }: { report: ReportDefinition; series: ReportSeries[] }) {
  const t = useReportsT()
  const { locale } = useUi()
  const columnOf = (name: string) => report.columns.find((column) => column.name === name)
  const money = series.some((line) => columnOf(line.column)?.type === 'money')
  // Points per currency: the busiest is drawn first, the one most users look at.
  const points = new Map<string, number>()
  for (const line of series) points.set(line.group ?? '', (points.get(line.group ?? '') ?? 0) + line.points.length)
  const groups = [...points.keys()]
  const busiest = [...points].sort((a, b) => b[1] - a[1])[0]?.[0]
  const [picked, setPicked] = useState<string | undefined>()
  const currency = money && picked !== undefined && groups.includes(picked) ? picked : busiest
  const drawn = money ? series.filter((line) => line.group === currency) : series
  const lines = useMemo<ChartLine[]>(
    () =>
      drawn.map((line) => {
        const label = columnOf(line.column)?.label ?? line.column
        return {
          label: line.group && !money ? `${label} · ${line.group}` : label,
          points: line.points.map((point) => ({
            time: point.x,
            value: money ? toMajorUnits(point.value, line.group ?? 'EUR') : point.value,
          })),
        }
      }),
    // The lines change when the server's series or the chosen currency do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, currency],
  )
  const formatValue = useMemo(
    () =>
      money && currency
        ? (value: number) => formatMoney(value, currency, { decimalPlaces: currencyDigits(currency), locale })
        : (value: number) => formatNumber(value, locale),
    [money, currency, locale],
  )
  if (drawn.length === 0) return null
  return (
    <div className={styles.root}>
      {money && groups.length > 1 && (
        <div className={styles.pick}>
          <Field label={t('chartCurrency')}>
            <NativeSelect
              value={currency}
              onChange={(event) => setPicked(event.target.value)}
              options={groups.map((group) => ({ value: group, label: group }))}
            />
          </Field>
        </div>
      )}
      <TimeSeriesChart
        label={t('chartLabel', { report: report.title, series: lines.map((line) => line.label).join(', ') })}
        lines={lines}
        formatValue={formatValue}
      />
    </div>
  )
}
