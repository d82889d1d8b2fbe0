import { useQuery } from '@tanstack/react-query'
import { apmMethods, fetchApmTransaction, type ApmTransaction } from '@paydeck/core/transaction-activity'
import { usePaydeck, useUserContextProblem } from '@paydeck/react'
import { Button, Drawer, formatDate, StatusPill, useUi, type PagedColumn, PendingState } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useState } from 'react'
import { Facts } from '../detail/story-tabs'
import { sectionStyles } from '../detail/read-section'
import { CsvDownload } from '../lookup/csv-download'
import { FilterBar } from '../lookup/filter-bar'
import { LookupResults } from '../lookup/lookup-results'
import { chipsOf, FilterChips } from '../lookup/filter-chips'
import { toTransactionQuery } from '../lookup/lookup-search'
import type { LookupSearch } from '../lookup/search-schema'
import { useMethodNames } from '../lookup/transaction-columns'
import { lookupStyles } from '../lookup/transaction-lookup'
import { useLookupSearch } from '../lookup/use-lookup-search'
import { useTransactionsT } from '../messages'
import { TransactionAmount } from '../shared/money'
import { transactionKeys, useApmPage, useKind } from '../shared/transaction-queries'

export interface ApmLookupProps {
  search?: LookupSearch
  onSearchChange?: (search: LookupSearch) => void
  pageSize?: number
  onOpen?: (transaction: ApmTransaction) => void
}

const openStyle = css({
  all: 'unset',
  cursor: 'pointer',
  color: 'link',
  fontWeight: '600',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid {colors.focusRing}' },
})

/** Staff's APM transactions (bank transfers, direct debits, wallets, pay later): filters, table, CSV and detail. */
export function ApmLookup({ search: controlled, onSearchChange, pageSize, onOpen }: ApmLookupProps) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  const kind = useKind()
  const contextProblem = useUserContextProblem()
  const { search, set, patch } = useLookupSearch(controlled, onSearchChange)
  const [message, setMessage] = useState('')
  const query = toTransactionQuery(search, { timeZone, pageSize })
  const page = useApmPage(query, kind === 'tenant')
  const methodName = useMethodNames()
  const chips = chipsOf(search, t, { timeZone, methodName })
  const at = (iso: string) => (
    <span className={css({ whiteSpace: 'nowrap' })}>{formatDate(iso, { timeZone, time: 'minutes' })}</span>
  )
  const columns: PagedColumn<ApmTransaction>[] = [
    {
      id: 'created',
      sortable: true,
      header: t('column.created'),
      cell: (row) => (
        <button
          type="button"
          className={openStyle}
          aria-label={t('open', { id: row.externalId })}
          onClick={() => {
            onOpen?.(row)
            patch({ tx: row.id })
          }}
        >
          {at(row.created)}
        </button>
      ),
    },
    { id: 'externalId', sortable: true, header: t('column.externalId'), cell: (row) => row.externalId },
    {
      id: 'merchantName',
      header: t('column.merchantName'),
      cell: (row) => row.merchantName,
    },
    {
      id: 'amount',
      sortable: true,
      header: t('column.amount'),
      align: 'end',
      cell: (row) => <TransactionAmount transaction={row} />,
    },
    {
      id: 'status',
      sortable: true,
      header: t('column.status'),
      cell: (row) => <StatusPill status={row.status} label={t(`status.${row.status}`)} />,
    },
    {
      id: 'paymentMethod',
      sortable: true,
      header: t('column.paymentMethod'),
      cell: (row) => methodName(row.method),
    },
    { id: 'kind', header: t('column.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { id: 'payer', header: t('column.payer'), cell: (row) => row.payer.name },
    { id: 'reference', header: t('column.reference'), cell: (row) => row.reference },
  ]
  if (!kind) return <PendingState loading={t('loading')} failure={contextProblem} />
  return (
    <section className={lookupStyles.root} aria-label={t('apmTitle')}>
      <FilterBar
        search={search}
        onChange={patch}
        merchantFilter
        methods={apmMethods}
        activeCount={chips.length}
        onClear={() => set({ size: search.size })}
      >
        <CsvDownload kind={kind} query={query} collection="apm" prefix="apm-transactions" onMessage={setMessage} />
      </FilterBar>
      <FilterChips chips={chips} onRemove={patch} />
      <p className={lookupStyles.message} role="status">
        {message}
      </p>
      <LookupResults
        caption={t('apmTitle')}
        columns={columns}
        page={page}
        query={query}
        patch={patch}
        emptyText={chips.length ? t('noMatches') : t('noTransactions')}
      />
      {search.tx !== undefined && (
        <ApmDetail id={search.tx} open onOpenChange={(next) => !next && patch({ tx: undefined })} />
      )}
    </section>
  )
}

export interface ApmDetailProps {
  id: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** One APM transaction: its method, payer, reference and dates. */
export function ApmDetail({ id, open, onOpenChange }: ApmDetailProps) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  const paydeck = usePaydeck()
  const kind = useKind()
  const read = useQuery({
    queryKey: transactionKeys.apmOne(id),
    queryFn: ({ signal }) => fetchApmTransaction(paydeck.http, id, undefined, signal),
    enabled: kind !== null,
  })
  const at = (iso: string | null) => (iso ? formatDate(iso, { timeZone, time: 'minutes' }) : t('notSettled'))
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('apmDetailTitle', { id })}>
      {read.isPending ? (
        <p className={sectionStyles.state} role="status">
          {t('loading')}
        </p>
      ) : read.isError ? (
        <div className={sectionStyles.error} role="alert">
          <p>{t('detailFailed', { error: read.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => void read.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className={css({ fontSize: '2xl', fontWeight: '700', display: 'flex', gap: '3', alignItems: 'center' })}>
            <TransactionAmount transaction={read.data} />
            <StatusPill status={read.data.status} label={t(`status.${read.data.status}`)} />
          </p>
          <Facts
            rows={[
              [t('column.externalId'), read.data.externalId],
              [t('column.id'), read.data.id],
              [t('method'), read.data.method],
              [t('kind'), t(`kind.${read.data.kind}`)],
              [t('merchantRef'), read.data.merchantName],
              [t('payer'), `${read.data.payer.name} <${read.data.payer.email}>`],
              [t('country'), read.data.payer.country],
              [t('reference'), read.data.reference],
              [t('serviceProvider'), read.data.serviceProvider],
              [t('created'), at(read.data.created)],
              [t('updated'), at(read.data.updated)],
              [t('settled'), at(read.data.settled)],
            ]}
          />
        </>
      )}
    </Drawer>
  )
}
