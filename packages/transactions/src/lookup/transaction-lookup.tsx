import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  moneyOf,
  type Transaction,
  type TransactionColumn,
  type TransactionSource,
  type TransactionTotals,
} from '@paydeck/core/transactions'
import type { UserKind } from '@paydeck/core'
import { fetchSavedView, type SavedView } from '@paydeck/core/transaction-activity'
import {
  useActiveList,
  usePaydeck,
  useWidgetLifecycle,
  type WidgetLifecycleProps,
  useUserContextProblem,
} from '@paydeck/react'
import { Button, formatMoney, formatNumber, useNarrow, useUi, ZoneScope, ZoneSwitch, PendingState } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import {
  transactionKeys,
  useKind,
  useLookupPage,
  useLookupTotals,
  useReportColumns,
} from '../shared/transaction-queries'
import { TenantPicker } from '../shared/tenant-picker'
import { LookupColumnChooser } from './column-chooser'
import { inFirstLoad, LookupResults } from './lookup-results'
import { CompactRows } from './compact-rows'
import { CsvDownload } from './csv-download'
import { FilterBar } from './filter-bar'
import { chipsOf, FilterChips } from './filter-chips'
import { toTransactionQuery } from './lookup-search'
import { filtersFromQueryString, filtersToQueryString, type LookupSearch } from './search-schema'
import { SavedViews } from './saved-views'
import { defaultColumns, isTransactionColumn, useMethodNames, useTransactionColumns } from './transaction-columns'
import { useLookupSearch } from './use-lookup-search'
import { TransactionLinks, type TransactionLink } from '../shared/open-transaction'

export const lookupStyles = {
  root: css({ display: 'grid', gap: '3', fontFamily: 'body', color: 'text', minInlineSize: '0' }),
  summary: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2 4',
    alignItems: 'center',
    justifyContent: 'space-between',
  }),
  totals: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'center',
    fontSize: 'sm',
    margin: '0',
    '& dt': { srOnly: true },
    '& dd': { margin: '0', bg: 'main', borderRadius: 'full', paddingInline: '2.5', paddingBlock: '0.5' },
  }),
  count: css({ fontWeight: '700' }),
  message: css({ fontSize: 'sm', color: 'positive', margin: '0' }),
  hint: css({ color: 'subtle' }),
}

export interface TransactionLookupProps extends WidgetLifecycleProps {
  /** The lookup's state when the host keeps it (the portal: in the URL); otherwise the lookup keeps its own. */
  search?: LookupSearch
  onSearchChange?: (search: LookupSearch) => void
  /** Rows per page to start with (5, 10, 20, 50, 75 or 100). */
  pageSize?: number
  /** The report whose columns the user chooses (the -columns routes); without it the default set shows. */
  columnsReportId?: string
  /** Staff: one customer's (merchant's) transactions only. */
  customerId?: number
  /** The reporting service's lookup (the tenant's -v2 route) instead of the transactions API. */
  source?: TransactionSource
  /**
   * Told when the user opens a transaction; the lookup also puts it in the search (`tx`), where the host shows it
   * (`<TransactionDetail transactionId={search.tx}>` beside the lookup).
   */
  onOpen?: (transaction: Transaction) => void
  /**
   * A transaction's address, where the host can open one from a link (the portal: the lookup's URL with ?tx=):
   * rows and a movement's payment become real links (new tab, copy link).
   */
  transactionLink?: TransactionLink
  /** The link that opens a saved view (by default this page's address with ?view=). */
  viewLink?: (view: SavedView) => string
}

// Narrower than this, the table would show two columns of eight: rows become two-line cards.
const NARROW_PX = 640

const defaultViewLink = (view: SavedView) => {
  const url = new URL(window.location.href)
  url.search = `?view=${view.id}`
  return url.toString()
}

/** The transaction lookup: filters, chips, totals, a server-paged and -sorted table, columns, views and CSV. */
export function TransactionLookup({
  search: controlled,
  onSearchChange,
  pageSize,
  columnsReportId,
  customerId,
  source = 'api',
  onOpen,
  transactionLink,
  viewLink = defaultViewLink,
  ...lifecycle
}: TransactionLookupProps) {
  const t = useTransactionsT()
  const ui = useUi()
  const kind = useKind()
  const contextProblem = useUserContextProblem()
  const { search, set, patch } = useLookupSearch(controlled, onSearchChange)
  // The screen's zone: the user's, or the one chosen for a support call (presets, ranges and times all read it).
  const timeZone = search.zone ?? ui.userTimeZone ?? ui.timeZone
  const [message, setMessage] = useState('')
  const [chooserOpen, setChooserOpen] = useState(false)
  const [measure, narrow] = useNarrow(NARROW_PX)
  const [viewColumns, setViewColumns] = useState<TransactionColumn[] | null>(null)
  const customers = useActiveList('customers')
  const reportColumns = useReportColumns(columnsReportId)

  const tenantId = kind === 'platform' ? search.tenant : undefined
  const ready = kind !== null && (kind !== 'platform' || tenantId !== undefined)
  const query = toTransactionQuery(search, { timeZone, pageSize, merchantId: customerId, tenantId })
  const page = useLookupPage(kind ?? 'merchant', query, source, ready)
  const totals = useLookupTotals(kind ?? 'merchant', query, ready)
  useWidgetLifecycle('transaction-lookup', { ready: page.isSuccess, error: page.error }, lifecycle)

  const applyView = (view: SavedView) => {
    set({ ...filtersFromQueryString(view.query), tenant: search.tenant })
    const columns = view.columns.filter(isTransactionColumn)
    setViewColumns(columns.length ? columns : null)
  }
  const viewError = useViewLink(kind, search.view, applyView)

  const savedColumns = reportColumns.data?.items
    .filter((column) => column.visible && isTransactionColumn(column.name))
    .map((column) => column.name as TransactionColumn)
  const shownColumns = viewColumns ?? (savedColumns?.length ? savedColumns : defaultColumns)
  const open = (transaction: Transaction) => {
    onOpen?.(transaction)
    patch({ tx: transaction.id })
  }
  // A merchant's own name on every row says nothing.
  const hiddenColumns = kind === 'merchant' ? ['merchantName'] : []
  const columns = useTransactionColumns(
    shownColumns.filter((name) => !hiddenColumns.includes(name)),
    timeZone,
    { open, openParent: (row) => patch({ tx: row.parentId ?? undefined }) },
  )
  const merchantNames = Object.fromEntries((customers.data ?? []).map((c) => [String(c.id), c.name]))
  const methodName = useMethodNames()
  const chips = chipsOf(search, t, { timeZone, merchantNames, methodName })
  const clear = () => set({ tenant: search.tenant, size: search.size })

  if (!kind) return <PendingState loading={t('loading')} failure={contextProblem} />

  const tenantPicker = kind === 'platform' && (
    <TenantPicker tenantId={tenantId} onChange={(tenant) => patch({ tenant, page: undefined, tx: undefined })} />
  )
  if (!ready)
    return (
      <section className={lookupStyles.root} aria-label={t('lookupTitle')}>
        {tenantPicker}
        <p className={lookupStyles.hint}>{t('chooseTenant')}</p>
      </section>
    )

  const holding = inFirstLoad(page) || inFirstLoad(totals)
  const data = holding ? undefined : page.data
  const filtered = chips.length > 0
  return (
    <TransactionLinks linkOf={transactionLink}>
      <ZoneScope zone={search.zone} onZoneChange={(zone) => patch({ zone })}>
        <section ref={measure} className={lookupStyles.root} aria-label={t('lookupTitle')}>
          {tenantPicker}
          <FilterBar
            search={search}
            onChange={patch}
            merchantFilter={kind !== 'merchant' && !customerId}
            activeCount={chips.length}
            onClear={clear}
          >
            {columnsReportId && reportColumns.data && (
              <Button variant="secondary" size="sm" onClick={() => setChooserOpen(true)}>
                {t('columns')}
              </Button>
            )}
            <SavedViews
              kind={kind}
              query={filtersToQueryString(search)}
              columns={shownColumns}
              onApply={applyView}
              linkTo={viewLink}
              onMessage={setMessage}
            />
            <CsvDownload kind={kind} query={query} prefix="transactions" onMessage={setMessage} />
          </FilterBar>
          <FilterChips chips={chips} onRemove={patch} />
          {viewError && (
            <p role="alert" className={css({ color: 'negative' })}>
              {t('viewLoadFailed', { error: viewError })}
            </p>
          )}
          <div className={lookupStyles.summary}>
            <ZoneSwitch merchantZone={oneZoneOf(data?.data)} />
            <Totals totals={holding ? undefined : totals.data} />
            {search.sort === 'amount' && <p className={lookupStyles.hint}>{t('amountSortHint')}</p>}
            <p className={lookupStyles.message} role="status">
              {message}
            </p>
          </div>
          <LookupResults
            caption={t('lookupTitle')}
            columns={columns}
            page={page}
            holding={holding}
            query={query}
            patch={patch}
            emptyText={filtered ? t('noMatches') : t('noTransactions')}
            replacement={narrow ? (shown) => <CompactRows {...shown} onOpen={open} /> : undefined}
          />
          {columnsReportId && reportColumns.data && chooserOpen && (
            <LookupColumnChooser
              reportId={columnsReportId}
              columns={reportColumns.data}
              open={chooserOpen}
              onOpenChange={setChooserOpen}
              hidden={hiddenColumns}
              labelOf={(name) => (isTransactionColumn(name) ? t(`column.${name}`) : name)}
              onSaved={(text) => {
                setViewColumns(null)
                setMessage(text)
              }}
            />
          )}
        </section>
      </ZoneScope>
    </TransactionLinks>
  )
}

/** The merchant's zone when every row shown is one merchant's (a merchant's own lookup, or one chosen). */
function oneZoneOf(rows: Transaction[] = []): string | undefined {
  const zones = new Set(rows.map((row) => row.merchantTimeZone))
  return zones.size === 1 ? [...zones][0] : undefined
}

/** The money model's totals per currency: the net first, then what made it (only the parts that are not zero). */
function Totals({ totals }: { totals?: TransactionTotals }) {
  const t = useTransactionsT()
  const { locale } = useUi()
  if (!totals) return null
  const count = formatNumber(totals.count, locale)
  const money = (amount: number, currency: string) => formatMoney(moneyOf(amount, currency), locale)
  // Each part in the detail's words for it (Captured, Refunded …), only where it is not zero.
  const parts = [
    ['gross', 'captured'],
    ['refunded', 'refunded'],
    ['inDispute', 'inDispute'],
    ['chargedBack', 'chargedBack'],
    ['paidOut', 'paidOut'],
  ] as const
  return (
    <dl className={lookupStyles.totals} aria-label={t('totals')}>
      <dt>{t('totals')}</dt>
      <dd className={lookupStyles.count}>{t('totalCount', { count })}</dd>
      {totals.volumes.map((volume) => (
        <dd key={volume.currency} data-currency={volume.currency}>
          <strong>{t('totals.net', { amount: money(volume.net, volume.currency) })}</strong>
          {parts
            .filter(([part]) => volume[part] !== 0)
            .map(([part, label]) => ` · ${t(label)} ${money(volume[part], volume.currency)}`)
            .join('')}
        </dd>
      ))}
    </dl>
  )
}

/**
 * A view's link (?view=ID): its filters replace the search once they arrive, and the id leaves the URL. Why it could
 * not be read, if it could not.
 */
function useViewLink(kind: UserKind | null, view: number | undefined, applyView: (view: SavedView) => void) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [viewError, setViewError] = useState<string | null>(null)
  useEffect(() => {
    if (!kind || view === undefined) return
    let live = true
    queryClient
      .fetchQuery({
        queryKey: transactionKeys.view(kind, view),
        queryFn: ({ signal }) => fetchSavedView(paydeck.http, kind, view, signal),
      })
      .then(
        (found) => live && applyView(found),
        (error: Error) => live && setViewError(error.message),
      )
    return () => {
      live = false
    }
    // Keyed on the view asked for; applying replaces the search, so the search itself is no dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, view])
  return viewError
}
