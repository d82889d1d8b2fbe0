import type { WidgetData, WidgetDataRow } from '@paydeck/core/dashboard'
import { formatNumber, formatPercent, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useDashboardT } from '../messages'
import { numberOf } from './chart-values'

const styles = {
  root: css({ display: 'grid', gap: '3', fontSize: 'sm' }),
  summary: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4',
    margin: '0',
    '& dt': { color: 'subtle', fontSize: 'xs' },
  }),
  figure: css({ fontWeight: '700', fontSize: 'md', margin: '0', fontVariantNumeric: 'tabular-nums' }),
  list: css({ display: 'grid', gap: '2', margin: '0', padding: '0', listStyle: 'none' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, 11rem) minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '2',
  }),
  stage: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  probability: css({ color: 'subtle', fontSize: 'xs' }),
  track: css({ blockSize: '4', display: 'flex', justifyContent: 'center' }),
  bar: css({ blockSize: '100%', bg: 'primary', borderRadius: 'sm', minInlineSize: '2px' }),
  value: css({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', whiteSpace: 'nowrap' }),
}

export interface PipelineFunnelProps {
  label: string
  data: WidgetData
  formatMoney: (value: number) => string
}

/**
 * PIPELINE_CHART: a pipeline's open elements stage by stage, in the pipeline's order, as a funnel (each bar as wide
 * as its count), with what they are expected to bring and that weighted by each stage's probability.
 */
export function PipelineFunnel({ label, data, formatMoney }: PipelineFunnelProps) {
  const t = useDashboardT()
  const { locale } = useUi()
  const rows: readonly WidgetDataRow[] = data.data
  const largest = Math.max(1, ...rows.map((row) => numberOf(row, 'count')))
  const weighted = rows.reduce((sum, row) => sum + numberOf(row, 'weightedVolume'), 0)
  return (
    <div className={styles.root}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('pipeline.open')}</dt>
          <dd className={styles.figure}>{formatNumber(data.totalCount, locale)}</dd>
        </div>
        <div>
          <dt>{t('pipeline.expected')}</dt>
          <dd className={styles.figure}>{formatMoney(data.totalVolume)}</dd>
        </div>
        <div>
          <dt>{t('pipeline.weighted')}</dt>
          <dd className={styles.figure}>{formatMoney(weighted)}</dd>
        </div>
      </dl>
      <ol className={styles.list} aria-label={label}>
        {rows.map((row) => {
          const count = numberOf(row, 'count')
          return (
            <li key={String(row.stageNumber)} className={styles.row}>
              <span className={styles.stage}>
                {String(row.stage)}{' '}
                <span className={styles.probability}>
                  {formatPercent(numberOf(row, 'probability'), locale, { digits: 2 })}
                </span>
              </span>
              <span className={styles.track} aria-hidden>
                <span className={styles.bar} style={{ inlineSize: `${(count / largest) * 100}%` }} />
              </span>
              <span className={styles.value}>
                {t('pipeline.stageFigures', { count, volume: formatMoney(numberOf(row, 'volume')) })}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
