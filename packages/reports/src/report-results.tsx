import { Suspense } from 'react'
import type { useQuery } from '@tanstack/react-query'
import type { fetchReportPage, ReportDefinition, ReportRow } from '@paydeck/core/reports'
import { DEFAULT_PAGE_SIZE, lazyWithWords, mayRetry, type PagedColumn, PagedTable, Pagination } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import type { ReportSearch } from './report'
import { RowActionBar, useRowSelection } from './report-row-action'
import { useReportsT } from './report-messages'
import { ReportTotals } from './report-totals'

// The chart (and lightweight-charts behind it) loads only for a report that is a series over time.
const ReportChart = lazyWithWords(() => import('./report-chart').then((module) => ({ default: module.ReportChart })))

const styles = { note: css({ color: 'subtle', margin: '0' }) }

export interface ReportResultsProps {
  report: ReportDefinition
  columns: PagedColumn<ReportRow>[]
  page: ReturnType<typeof useQuery<Awaited<ReturnType<typeof fetchReportPage>>>>
  state: ReportSearch
  onChange: (change: ReportSearch) => void
}

/**
 * The chart, the totals, the rows and the pages of a report that has run: a chunk of its own, loaded with the first
 * results (while they are fetched), so a report waiting for its filters loads only the form.
 */
export function ReportResults({ report, columns, page, state, onChange }: ReportResultsProps) {
  const t = useReportsT()
  const data = page.data
  const selection = useRowSelection(report.rowAction, data?.data ?? [])
  return (
    <>
      {data && data.count > 0 && report.series && data.series && (
        <Suspense fallback={<p className={styles.note}>{t('chartLoading')}</p>}>
          <ReportChart report={report} series={data.series} />
        </Suspense>
      )}
      {data && <ReportTotals columns={report.columns} totals={data.totals} />}
      {report.rowAction && (
        <RowActionBar
          reportId={report.id}
          action={report.rowAction}
          selected={selection.selected}
          onDone={selection.clear}
        />
      )}
      <PagedTable
        caption={report.title}
        columns={selection.column ? [selection.column, ...columns] : columns}
        rows={data?.data ?? []}
        rowKey={(row) => JSON.stringify(row)}
        loading={page.isFetching}
        error={page.isError ? t('loadFailed', { error: page.error.message }) : null}
        onRetry={mayRetry(page.error) ? () => void page.refetch() : undefined}
        emptyText={t('empty')}
        sorting={
          state.sort
            ? { id: state.sort, desc: state.desc !== false }
            : report.defaultSort && { id: report.defaultSort.column, desc: report.defaultSort.desc }
        }
        onSortingChange={(next) => onChange({ sort: next?.id, desc: next?.desc, page: 0 })}
      />
      {data && data.count > 0 && (
        <Pagination
          pageIndex={state.page ?? 0}
          pageSize={state.size ?? DEFAULT_PAGE_SIZE}
          total={data.count}
          onPageChange={(index) => onChange({ page: index })}
          onPageSizeChange={(size) => onChange({ size, page: 0 })}
        />
      )}
    </>
  )
}
