import { useState } from 'react'
import { actionPermissions, type BatchOutcome } from '@paydeck/core/transaction-actions'
import type { Transaction, TransactionQuery } from '@paydeck/core/transactions'
import { usePaydeck, useSession, useUserContextProblem } from '@paydeck/react'
import {
  Button,
  DEFAULT_PAGE_SIZE,
  formatDate,
  type PagedColumn,
  useSelectionColumn,
  useUi,
  PagedResults,
  PAGE_SIZE_OPTIONS,
  usePaging,
  PendingState,
} from '@paydeck/ui'
import { useMethodNames } from '../lookup/transaction-columns'
import { TransactionAmount } from '../shared/money'
import { useKind, useLookupPage } from '../shared/transaction-queries'
import { operationStyles } from './operation-styles'
import { useOperationsT } from './operations-messages'
import { PayoutDecisionDialog, type PayoutDecision } from './payout-decision-dialog'

/**
 * Tenant staff's payouts waiting for approval (seed 001's pending-payments), oldest first: choose some, approve or
 * decline them at once. Each payout is decided on its own; the outcome says what was done and what was refused.
 */
export function PayoutApprovals({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const { timeZone } = useUi()
  useSession((state) => state.user?.permissions)
  const kind = useKind()
  const contextProblem = useUserContextProblem()
  const methodName = useMethodNames()
  const { paging, setPaging } = usePaging(pageSize)
  const [decision, setDecision] = useState<PayoutDecision | null>(null)
  const [outcome, setOutcome] = useState<readonly BatchOutcome[] | null>(null)
  const query: TransactionQuery = {
    PageIndex: paging.index,
    PageSize: paging.size,
    type: ['Payout'],
    status: ['WaitingForApproval'],
    sortBy: 'created',
    sortDirection: 'asc',
  }
  const page = useLookupPage(kind ?? 'tenant', query, 'api', kind === 'tenant')
  const rows = page.data?.data ?? []
  const staff = kind === 'tenant' ? actionPermissions.tenant : null
  const mayApprove = staff !== null && paydeck.can(staff.approve)
  const mayDecline = staff !== null && paydeck.can(staff.decline)

  const selection = useSelectionColumn(rows, (row) => row.id, {
    page: t('payouts.selectPage'),
    row: (row) => t('payouts.select', { id: row.id }),
  })
  const chosen = rows.filter((row) => selection.selected.has(row.id))
  const columns: PagedColumn<Transaction>[] = [
    selection.column,
    { id: 'id', header: t('column.id'), cell: (row) => row.id },
    {
      id: 'created',
      header: t('column.created'),
      cell: (row) => formatDate(row.created, { timeZone, time: 'minutes' }),
    },
    { id: 'merchant', header: t('column.merchant'), cell: (row) => row.merchantName },
    { id: 'reference', header: t('column.reference'), cell: (row) => row.externalId },
    { id: 'beneficiary', header: t('column.beneficiary'), cell: (row) => row.customer.name },
    { id: 'method', header: t('column.method'), cell: (row) => methodName(row.paymentMethod) },
    // Signed as the lookup signs it: a payout is money out.
    {
      id: 'amount',
      header: t('column.amount'),
      align: 'end',
      cell: (row) => <TransactionAmount transaction={row} />,
    },
  ]
  const done = outcome?.filter((result) => result.status === 200).length ?? 0
  const refused = outcome?.filter((result) => result.status !== 200) ?? []

  if (!kind) return <PendingState loading={t('loading')} failure={contextProblem} />
  return (
    <section className={operationStyles.root} aria-label={t('payouts.caption')}>
      <div className={operationStyles.bar} role="group" aria-label={t('payouts.caption')}>
        {mayApprove && (
          <Button disabled={chosen.length === 0} onClick={() => setDecision('approve')}>
            {t('payouts.approve')}
          </Button>
        )}
        {mayDecline && (
          <Button variant="danger" disabled={chosen.length === 0} onClick={() => setDecision('decline')}>
            {t('payouts.decline')}
          </Button>
        )}
        <p className={operationStyles.count}>{t('payouts.selected', { count: chosen.length })}</p>
      </div>
      <div role="status">
        {outcome && <p className={operationStyles.done}>{t('outcome', { done, refused: refused.length })}</p>}
        {refused.length > 0 && (
          <ul className={operationStyles.refusals}>
            {refused.map((result) => (
              <li key={result.transactionId}>
                {t('payouts.refused', { id: result.transactionId, error: result.error ?? '' })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <PagedResults
        caption={t('payouts.caption')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPaging={setPaging}
        empty={t('payouts.empty')}
        pageSizes={PAGE_SIZE_OPTIONS}
        failed={(error) => t('payouts.loadFailed', { error })}
      />
      {decision && (
        <PayoutDecisionDialog
          decision={decision}
          payouts={chosen}
          onClose={() => setDecision(null)}
          onDone={(results) => {
            setDecision(null)
            setOutcome(results)
            selection.clear()
          }}
        />
      )}
    </section>
  )
}
