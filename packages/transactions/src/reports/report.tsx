import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import {
  exportReport,
  fetchReportDefinition,
  fetchReportPage,
  type ReportColumnDefinition,
  type ReportDefinition,
  type ReportFilterValues,
  type ReportRow,
} from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import {
  Button,
  csvName,
  DEFAULT_PAGE_SIZE,
  Field,
  FilterForm,
  NativeSelect,
  PagedTable,
  Pagination,
  saveFile,
  useUi,
  type PagedColumn,
} from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { formatAmount } from '../shared/money'
import { transactionKeys } from '../shared/transaction-queries'
import { useReportsT } from './report-messages'

const styles = {
  root: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', fontFamily: 'body', color: 'text' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end', justifyContent: 'space-between' }),
  totals: css({ display: 'flex', flexWrap: 'wrap', gap: '2', margin: '0', fontSize: 'sm', '& dd': { margin: '0' } }),
  line: css({ bg: 'main', borderRadius: 'full', paddingInline: '2.5', paddingBlock: '0.5' }),
  note: css({ color: 'subtle', margin: '0' }),
  error: css({ color: 'negative', margin: '0' }),
}

export interface ReportProps {
  reportId: string
  /** The filters to start with (the portal keeps them in the URL). */
  filters?: ReportFilterValues
  onFiltersChange?: (filters: ReportFilterValues) => void
  pageSize?: number
}

/** A cell as its column's type shows it: money in its currency's decimals, percentages with their sign. */
function cellText(column: ReportColumnDefinition, row: ReportRow, locale: string): string {
  const value = row[column.name] ?? null
  if (value === null) return '—'
  if (column.type === 'money' && typeof value === 'number')
    return formatAmount(value, String(row[column.currencyColumn ?? 'currency'] ?? 'EUR'), locale)
  if (column.type === 'percent' && typeof value === 'number') return `${value.toLocaleString(locale)} %`
  if (column.type === 'number' && typeof value === 'number') return value.toLocaleString(locale)
  return String(value)
}

/**
 * One report of the catalogue, built from its definition: the filter form, the results the server computed (paged,
 * sorted, with totals per currency) in the chosen time zone, and the export of every filtered row.
 */
export function Report({ reportId, filters: initial, onFiltersChange, pageSize = DEFAULT_PAGE_SIZE }: ReportProps) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const { locale, timeZone: userZone } = useUi()
  const [filters, setFilters] = useState<ReportFilterValues | null>(initial ?? null)
  const [paging, setPaging] = useState({ index: 0, size: pageSize })
  const [sort, setSort] = useState<{ id: string; desc: boolean } | undefined>()
  const [timeZone, setTimeZone] = useState(userZone)
  const definition = useQuery({
    queryKey: [...transactionKeys.all, 'report', reportId],
    queryFn: ({ signal }) => fetchReportDefinition(paydeck.http, reportId, signal),
    staleTime: Infinity,
  })
  const request = {
    filters: filters ?? {},
    pageIndex: paging.index,
    pageSize: paging.size,
    sortBy: sort?.id,
    sortDirection: sort?.desc === false ? ('asc' as const) : ('desc' as const),
    timeZone,
  }
  const page = useQuery({
    queryKey: [...transactionKeys.all, 'report', reportId, 'page', request],
    queryFn: ({ signal }) => fetchReportPage(paydeck.http, reportId, request, signal),
    enabled: filters !== null && definition.data?.available === true,
    placeholderData: keepPreviousData,
  })
  const download = useMutation({
    mutationFn: (shown: ReportDefinition) =>
      exportReport(paydeck.http, {
        reportId,
        filters: filters ?? {},
        columns: shown.columns.map((column) => column.name),
        timeZone,
      }),
    // The file says the zone its days are in (its header does too).
    onSuccess: (blob) => saveFile(blob, csvName(`${reportId}-${timeZone.replaceAll('/', '_')}`)),
  })

  if (definition.isPending) return <p role="status">{t('loading')}</p>
  if (definition.isError)
    return (
      <p role="alert" className={styles.error}>
        {t('definitionFailed', { error: definition.error.message })}
      </p>
    )
  const report = definition.data
  if (!report.available)
    return (
      <section className={styles.root} aria-label={report.title}>
        <p className={styles.note}>{report.unavailableReason}</p>
      </section>
    )
  const columns: PagedColumn<ReportRow>[] = report.columns.map((column) => ({
    id: column.name,
    header: column.label,
    sortable: column.sortable,
    cell: (row) => cellText(column, row, locale),
  }))
  const totalColumns = report.columns.filter((column) => column.total)
  return (
    <section className={styles.root} aria-label={report.title}>
      <p className={styles.note}>{report.description}</p>
      <FilterForm
        fields={report.filters}
        values={filters ?? undefined}
        submitLabel={t('run')}
        onSubmit={(values) => {
          setFilters(values)
          setPaging((current) => ({ ...current, index: 0 }))
          onFiltersChange?.(values)
        }}
      />
      <div className={styles.bar}>
        <Field label={t('timeZone')}>
          <NativeSelect
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
            options={[...new Set([userZone, 'UTC'])].map((zone) => ({ value: zone, label: zone }))}
          />
        </Field>
        {filters !== null && page.data && (
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(report)}>
            {download.isPending ? t('exporting') : t('export', { count: page.data.count })}
          </Button>
        )}
      </div>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {download.error.message}
        </p>
      )}
      {filters === null ? (
        <p className={styles.note}>{t('chooseFilters')}</p>
      ) : (
        <>
          {page.data && page.data.totals.length > 0 && (
            <dl className={styles.totals} aria-label={t('totals')}>
              {page.data.totals.map((line) => (
                <div key={line.currency ?? 'all'} className={styles.line}>
                  <dt className={css({ srOnly: true })}>{line.currency ?? t('allCurrencies')}</dt>
                  <dd>
                    {totalColumns
                      .map(
                        (column) =>
                          `${column.label}: ${cellText(column, { ...line.values, currency: line.currency }, locale)}`,
                      )
                      .join(' · ')}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <PagedTable
            caption={report.title}
            columns={columns}
            rows={page.data?.data ?? []}
            rowKey={(row) => JSON.stringify(row)}
            loading={page.isFetching}
            error={page.isError ? t('loadFailed', { error: page.error.message }) : null}
            onRetry={() => void page.refetch()}
            emptyText={t('empty')}
            sorting={sort}
            onSortingChange={(next) => setSort(next)}
          />
          {page.data && page.data.count > 0 && (
            <Pagination
              pageIndex={paging.index}
              pageSize={paging.size}
              total={page.data.count}
              onPageChange={(index) => setPaging((current) => ({ ...current, index }))}
              onPageSizeChange={(size) => setPaging({ index: 0, size })}
            />
          )}
        </>
      )}
    </section>
  )
}
