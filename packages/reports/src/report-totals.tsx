import type { ReportColumnDefinition, ReportPage } from '@paydeck/core/reports'
import { useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useReportsT } from './report-messages'
import { cellText } from './report-cells'

const styles = {
  totals: css({ display: 'grid', gap: '1.5', margin: '0', fontSize: 'sm' }),
  line: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '3',
    rowGap: '0.5',
    alignItems: 'baseline',
    bg: 'main',
    borderRadius: 'md',
    paddingInline: '3',
    paddingBlock: '1.5',
    '& dt': { fontWeight: 'semibold', minWidth: '10' },
    '& dd': { margin: '0', color: 'subtle' },
  }),
  figure: css({ color: 'text', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' }),
}

/** Sums over every filtered row (not the page), a line per currency: money never adds across currencies. */
export function ReportTotals({ columns, totals }: { columns: ReportColumnDefinition[]; totals: ReportPage['totals'] }) {
  const t = useReportsT()
  const { locale } = useUi()
  const summed = columns.filter((column) => column.total)
  if (totals.length === 0 || summed.length === 0) return null
  return (
    <dl className={styles.totals} aria-label={t('totals')}>
      {totals.map((line) => (
        <div key={line.currency ?? 'all'} className={styles.line}>
          <dt>{line.currency ?? t('total')}</dt>
          {summed.map((column) => (
            <dd key={column.name}>
              {column.label}:{' '}
              <span className={styles.figure}>
                {cellText(column, { ...line.values, currency: line.currency }, locale)}
              </span>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}
