import { Suspense, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  exportReport,
  fetchReportDefinition,
  fetchReportPage,
  filterFormOf,
  type ReportRow,
} from '@paydeck/core/reports'
import { usePaydeck, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import {
  Button,
  csvName,
  DEFAULT_PAGE_SIZE,
  formatNumber,
  lazyWithWords,
  type PagedColumn,
  StreamedDownload,
  useUi,
  ZoneScope,
  ZoneSwitch,
} from '@paydeck/ui'
import { FilterForm } from '@paydeck/ui/filter-form'
import { css } from '@paydeck/ui/styled-system/css'
import type * as z from 'zod/mini'
import { reportKeys, useReportColumns } from './report-queries'
import { cellText, isFigure, shownColumns } from './report-cells'
import { useReportsT } from './report-messages'
import type { reportSearchSchema } from './report-search'

// What a report that has run shows and its columns dialog load when first needed: the form comes first.
const ReportResults = lazyWithWords(() =>
  import('./report-results').then((module) => ({ default: module.ReportResults })),
)
const ReportColumnsDialog = lazyWithWords(() =>
  import('./report-columns-dialog').then((module) => ({ default: module.ReportColumnsDialog })),
)

const styles = {
  root: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', fontFamily: 'body', color: 'text' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', justifyContent: 'space-between' }),
  tools: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  note: css({ color: 'subtle', margin: '0' }),
  error: css({ color: 'negative', margin: '0' }),
}

/** What the portal keeps in the URL: the filters run, the page, the order and the zone. */
export type ReportSearch = z.infer<typeof reportSearchSchema>

export interface ReportProps extends WidgetLifecycleProps {
  reportId: string
  /** Where to start (the portal reads it from the URL); without filters the report waits for them. */
  search?: ReportSearch
  onSearchChange?: (search: ReportSearch) => void
}

/**
 * One report of the catalogue, built from its definition: the filter form, the results the server computed (paged,
 * sorted, with totals per currency and a chart where the report is a series over time) in the chosen time zone,
 * the columns per user, and the export of every filtered row.
 */
export function Report({ reportId, search = {}, onSearchChange, ...lifecycle }: ReportProps) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const ui = useUi()
  const { locale } = ui
  // With onSearchChange the caller holds the state (the portal's URL, so Back works); without, the screen does.
  const [own, setOwn] = useState<ReportSearch>(search)
  const state = onSearchChange ? search : own
  const [choosing, setChoosing] = useState(false)
  const [message, setMessage] = useState('')
  const update = (change: ReportSearch) => {
    const next = { ...state, ...change }
    if (onSearchChange) onSearchChange(next)
    else setOwn(next)
  }
  const filters = state.filters ?? null
  // Computed and shown in the user's zone, or UTC for a call with someone elsewhere (ZoneSwitch below).
  const timeZone = state.zone ?? ui.userTimeZone ?? ui.timeZone
  const definition = useQuery({
    queryKey: reportKeys.definition(reportId),
    queryFn: ({ signal }) => fetchReportDefinition(paydeck.http, reportId, signal),
    staleTime: Infinity,
    // The filter form is made once per definition, not on every page or sort.
    select: (data) => ({ ...data, filterForm: filterFormOf(data.filters) }),
  })
  const saved = useReportColumns(definition.data?.available ? reportId : undefined)
  const request = {
    filters: filters ?? {},
    pageIndex: state.page ?? 0,
    pageSize: state.size ?? DEFAULT_PAGE_SIZE,
    sortBy: state.sort,
    sortDirection: state.desc === false ? ('asc' as const) : ('desc' as const),
    timeZone,
  }
  const page = useQuery({
    queryKey: reportKeys.page(reportId, request),
    queryFn: ({ signal }) => fetchReportPage(paydeck.http, reportId, request, signal),
    enabled: filters !== null && definition.data?.available === true,
    placeholderData: keepPreviousData,
  })
  // Ready with its form (the results wait for the filters); a failed run is an error it shows too.
  useWidgetLifecycle('report', { ready: definition.isSuccess, error: definition.error ?? page.error }, lifecycle)

  if (definition.isPending) return <p role="status">{t('loading')}</p>
  if (definition.isError)
    return (
      <div className={styles.root}>
        <p role="alert" className={styles.error}>
          {t('definitionFailed', { error: definition.error.message })}
        </p>
        <Button variant="secondary" onClick={() => void definition.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  const report = definition.data
  if (!report.available)
    return (
      <section className={styles.root} aria-label={report.title}>
        <p className={styles.note}>{report.unavailableReason}</p>
      </section>
    )
  const shown = shownColumns(report.columns, saved.data)
  const columns: PagedColumn<ReportRow>[] = shown.map((column) => ({
    id: column.name,
    header: column.label,
    sortable: column.sortable,
    ...(isFigure(column) && { align: 'end' as const }),
    cell: (row) => cellText(column, row, locale, timeZone),
  }))
  const count = page.data?.count ?? 0
  return (
    <section className={styles.root} aria-label={report.title}>
      <p className={styles.note}>
        {report.description}
        {report.countedBy && ` ${report.countedBy}`}
      </p>
      <FilterForm
        model={report.filterForm}
        values={filters ?? undefined}
        submitLabel={t('run')}
        onSubmit={(values) => update({ filters: values, page: 0 })}
      />
      <div className={styles.bar}>
        <ZoneScope zone={state.zone} onZoneChange={(zone) => update({ zone, page: 0 })}>
          <ZoneSwitch />
        </ZoneScope>
        <div className={styles.tools}>
          <Button variant="ghost" size="sm" onClick={() => setChoosing(true)} disabled={!saved.data}>
            {t('columns')}
          </Button>
          {filters !== null && page.data && count > 0 && (
            <StreamedDownload
              // Before a large export the button says how many rows it will hold.
              label={t('export', { count: formatNumber(count, locale) })}
              fileName={() => csvName(`${reportId}-${timeZone.replaceAll('/', '_')}`)}
              onMessage={setMessage}
              fetchFile={(progress) =>
                exportReport(
                  paydeck.http,
                  { reportId, filters, columns: shown.map((column) => column.name), timeZone },
                  progress,
                )
              }
            />
          )}
        </div>
      </div>
      <p role="status" className={message ? styles.note : css({ srOnly: true })}>
        {message}
      </p>
      {filters === null ? (
        <p className={styles.note}>{t('chooseFilters')}</p>
      ) : (
        <Suspense fallback={<p role="status">{t('resultsLoading')}</p>}>
          <ReportResults
            key={JSON.stringify(filters)}
            report={report}
            columns={columns}
            page={page}
            state={state}
            onChange={update}
          />
        </Suspense>
      )}
      {saved.data && choosing && (
        <Suspense fallback={null}>
          <ReportColumnsDialog
            report={report}
            columns={saved.data}
            onClose={() => setChoosing(false)}
            onSaved={setMessage}
          />
        </Suspense>
      )}
    </section>
  )
}
