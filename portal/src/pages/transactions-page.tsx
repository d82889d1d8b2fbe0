import { useMemo } from 'react'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { TRANSACTION_LOOKUP_REPORT_ID } from '@paydeck/core/transactions'
import { ApmLookup, TransactionLookup, type LookupSearch } from '@paydeck/transactions'
import { lookupSearchSchema } from '@paydeck/transactions/search'
import { TransactionDetailWithActions } from '@paydeck/transactions/actions'
import { ZoneScope } from '@paydeck/ui'
import { useSession } from '@paydeck/react'
import { disputesPathOf } from './dispute-paths'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { useHistoryTab } from './history-tab'
import { PageHeader } from './page-header'
import { usePagePath, useRouteEntry } from './use-route-entry'
import { card, widePage } from '../app/page-styles'

/**
 * The lookup's state in the URL: a lookup is a link and survives a reload; opening a transaction is a step back.
 * Read here rather than by the route, so the schema loads with the screen, not with the portal's first screen; a
 * bad value is dropped, never an error.
 */
function useSearchInUrl() {
  const navigate = useNavigate()
  const raw = useSearch({ strict: false })
  const search = useMemo(() => z.parse(lookupSearchSchema, raw), [raw])
  // The tables' routes are made at run time: their search is the lookup's, typed here rather than by the router.
  const onSearchChange = (next: LookupSearch) =>
    void navigate({ to: '.', search: next as never, replace: next.tx === search.tx })
  // A transaction's address: this lookup with it open, for links that open in a new tab or are copied.
  const router = useRouter()
  const transactionLink = (tx: number) => router.buildLocation({ to: '.', search: { ...search, tx } as never }).href
  return { search, onSearchChange, transactionLink }
}

/**
 * The transaction lookups: merchants', tenant staff's and the platform's (tenant first); the -columns routes let
 * the user choose columns; the tenant's -v2 reads the reporting service.
 */
export function TransactionsPage() {
  return <TransactionsScreen {...useSearchInUrl()} />
}

function TransactionsScreen({ search, onSearchChange, transactionLink }: ReturnType<typeof useSearchInUrl>) {
  const t = usePortalT()
  const path = usePagePath()
  const history = useHistoryTab('transaction')
  const navigate = useNavigate()
  const kind = useSession((state) => state.userKind)
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <TransactionLookup
          search={search}
          onSearchChange={onSearchChange}
          transactionLink={transactionLink}
          columnsReportId={path.endsWith('-columns') ? TRANSACTION_LOOKUP_REPORT_ID : undefined}
          source={path.endsWith('-v2') ? 'reporting' : 'api'}
        />
      </div>
      {search.tx !== undefined && (
        // The detail reads its times in the lookup's zone (the URL's), and switching it there switches both.
        <ZoneScope zone={search.zone} onZoneChange={(zone) => onSearchChange({ ...search, zone })}>
          <TransactionDetailWithActions
            history={history}
            transactionId={search.tx}
            tenantId={search.tenant}
            open
            onOpenChange={(open) => !open && onSearchChange({ ...search, tx: undefined })}
            onOpenRelated={(id) => onSearchChange({ ...search, tx: id })}
            onOpenDispute={(dispute) => void navigate({ to: disputesPathOf(kind), search: { dispute } as never })}
            transactionLink={transactionLink}
          />
        </ZoneScope>
      )}
    </section>
  )
}

/** Tenant staff's APM transactions (transaction-lookup-apm) and the APM requests lookup (vrtransaction-lookup). */
export function ApmTransactionsPage() {
  const t = usePortalT()
  const { search, onSearchChange } = useSearchInUrl()
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <ApmLookup search={search} onSearchChange={onSearchChange} />
      </div>
    </section>
  )
}
