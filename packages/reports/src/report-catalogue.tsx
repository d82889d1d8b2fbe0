import type { MouseEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { fetchReportCatalogue } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { Button, StatusPill } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { reportKeys } from './report-queries'
import { useReportsT } from './report-messages'

const styles = {
  list: css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '2' }),
  item: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: '1 3',
    alignItems: 'center',
    borderBlockEnd: '1px solid',
    borderColor: 'border',
    paddingBlock: '2.5',
  }),
  title: css({ fontWeight: 'semibold', color: 'link' }),
  description: css({ gridColumn: '1', color: 'subtle', fontSize: 'sm', margin: '0' }),
  links: css({ display: 'flex', gap: '3', fontSize: 'sm', gridColumn: '2', gridRow: '1 / span 2' }),
  note: css({ color: 'subtle', margin: '0' }),
}

export interface ReportCatalogueProps {
  /** Where a report opens (null: the app has no screen for it), and where its column settings are. */
  hrefOf: (reportId: string) => string | null
  columnsHrefOf?: (reportId: string) => string
  /** An app with a router follows links itself; a plain page lets the browser. */
  onNavigate?: (href: string) => void
}

/** Every report the user may run, from the server's catalogue: what each tells, and whether it can be computed. */
export function ReportCatalogue({ hrefOf, columnsHrefOf, onNavigate }: ReportCatalogueProps) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const catalogue = useQuery({
    queryKey: reportKeys.catalogue(),
    queryFn: ({ signal }) => fetchReportCatalogue(paydeck.http, signal),
  })
  const follow = (href: string) => (event: MouseEvent) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onNavigate(href)
  }
  if (catalogue.isPending) return <p role="status">{t('catalogueLoading')}</p>
  if (catalogue.isError)
    return (
      <div>
        <p role="alert">{t('catalogueFailed', { error: catalogue.error.message })}</p>
        <Button variant="secondary" onClick={() => void catalogue.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  if (catalogue.data.length === 0) return <p className={styles.note}>{t('catalogueEmpty')}</p>
  return (
    <ul className={styles.list} aria-label={t('catalogue')}>
      {catalogue.data.map((report) => {
        const href = hrefOf(report.id)
        const columns = report.available ? columnsHrefOf?.(report.id) : undefined
        return (
          <li key={report.id} className={styles.item}>
            {href ? (
              <a className={styles.title} href={href} onClick={follow(href)}>
                {report.title}
              </a>
            ) : (
              <span className={css({ fontWeight: 'semibold' })}>{report.title}</span>
            )}
            <div className={styles.links}>
              {!report.available && <StatusPill status="NotComputed" tone="neutral" label={t('notComputed')} />}
              {columns && (
                <a href={columns} onClick={follow(columns)} aria-label={t('columnsOf', { report: report.title })}>
                  {t('columns')}
                </a>
              )}
            </div>
            <p className={styles.description}>{report.description}</p>
          </li>
        )
      })}
    </ul>
  )
}
