import { BankOrders, BulkUpdateHistory, BulkUpdateRequest, PayoutApprovals } from '@paydeck/transactions/operations'
import { useHistoryTab } from './history-tab'
import type { ReactNode } from 'react'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { useRouteEntry } from './use-route-entry'
import { card, widePage } from '../app/page-styles'

// The back office's screens around transactions: tenant staff's payout approvals and bank orders, the platform's
// bulk updates. Each is titled by its menu entry.

function OperationsPage({ children }: { children: ReactNode }) {
  const t = usePortalT()
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>{children}</div>
    </section>
  )
}

export const PayoutApprovalsPage = () => (
  <OperationsPage>
    <PayoutApprovals />
  </OperationsPage>
)

export function BankOrdersPage() {
  const history = useHistoryTab('bankOrder', { headingLevel: 3 })
  return (
    <OperationsPage>
      <BankOrders history={history} />
    </OperationsPage>
  )
}

export const BulkUpdateRequestPage = () => (
  <OperationsPage>
    <BulkUpdateRequest />
  </OperationsPage>
)

export const BulkUpdateHistoryPage = () => (
  <OperationsPage>
    <BulkUpdateHistory />
  </OperationsPage>
)
