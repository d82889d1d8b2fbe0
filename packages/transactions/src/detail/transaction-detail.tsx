import { Suspense, type ReactNode } from 'react'
import type { TransactionDetails } from '@paydeck/core/transaction-activity'
import { useWidgetLifecycle, type WidgetLifecycleProps, useUserContextProblem } from '@paydeck/react'
import {
  Button,
  Drawer,
  formatDate,
  StatusPill,
  useUi,
  ZoneScope,
  ZoneSwitch,
  PendingState,
  lazyWithWords,
} from '@paydeck/ui'
import { Tabs, type TabItem } from '@paydeck/ui/tabs'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { TransactionLinks, type TransactionLink } from '../shared/open-transaction'
import { MaskedCard, TransactionAmount } from '../shared/money'
import { sectionStyles } from './read-section'
import { ActivityTab, DetailsTab, EventsTab, ParentLink, RelatedTab } from './story-tabs'
import type * as RecordTabsModule from './record-tabs'
import { useDetailRef, useTransactionRead, type DetailRef } from './transaction-reads'

// The record tabs (what systems wrote about the transaction) load with the first of them opened: the detail opens on
// its Details tab.
type RecordTabs = typeof RecordTabsModule
const recordTab = <Name extends keyof RecordTabs & `${string}Tab`>(name: Name) =>
  lazyWithWords(() => import('./record-tabs').then((tabs) => ({ default: tabs[name] as RecordTabs[Name] })))
const ApiLogsTab = recordTab('ApiLogsTab')
const FeesTab = recordTab('FeesTab')
const AlertsTab = recordTab('AlertsTab')
const CascadingTab = recordTab('CascadingTab')
const RoutingTab = recordTab('RoutingTab')
const DisputesTab = recordTab('DisputesTab')
const AccountingTab = recordTab('AccountingTab')
const WebhooksTab = recordTab('WebhooksTab')

const styles = {
  header: css({ display: 'grid', gap: '2', marginBlockEnd: '4' }),
  amount: css({
    fontSize: '2xl',
    fontWeight: '700',
    display: 'flex',
    gap: '3',
    alignItems: 'center',
    flexWrap: 'wrap',
  }),
  meta: css({ display: 'flex', flexWrap: 'wrap', gap: '1 4', fontSize: 'sm', color: 'subtle' }),
}

export interface TransactionDetailProps extends WidgetLifecycleProps {
  transactionId: number
  /** Platform staff: the tenant the transaction belongs to. */
  tenantId?: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** A related transaction chosen: the drawer shows it next (by default it replaces this one in place). */
  onOpenRelated?: (id: number) => void
  /** A transaction's address (see the lookup's transactionLink): the parent and related ones become real links. */
  transactionLink?: TransactionLink
  /** Room for the actions on a transaction (refund, capture …): rendered under the header with the details. */
  actions?: (details: TransactionDetails, detailRef: DetailRef) => ReactNode
  /**
   * The transaction's History tab (the audit trail's records on it), as the app draws it (@paydeck/admin's
   * AuditHistory, for a reader who may read the trail): the tab shows only when given.
   */
  history?: (transactionId: number) => ReactNode
  /** Opens one of the payment's disputes (the portal: the dispute's page); without it, they are listed only. */
  onOpenDispute?: (id: number) => void
}

/** One transaction in a drawer: its header, then every read of it as a tab that loads when opened. */
export function TransactionDetail({
  transactionId,
  tenantId,
  open,
  onOpenChange,
  onOpenRelated,
  transactionLink,
  actions,
  history,
  onOpenDispute,
  ...lifecycle
}: TransactionDetailProps) {
  const t = useTransactionsT()
  const detailRef = useDetailRef(transactionId, tenantId)
  const contextProblem = useUserContextProblem()
  // Until the user is known the body is not drawn: its failure is said here (the body says its own after).
  useWidgetLifecycle('transaction', { ready: false, error: null }, detailRef ? {} : lifecycle)
  // Its times can be read in UTC or the merchant's zone for a support call (with the lookup's, when inside one).
  return (
    <ZoneScope>
      <TransactionLinks linkOf={transactionLink}>
        <Drawer open={open} onOpenChange={onOpenChange} title={t('detailTitle', { id: transactionId })}>
          {detailRef ? (
            <DetailBody
              key={transactionId}
              detailRef={detailRef}
              onOpenRelated={onOpenRelated ?? (() => undefined)}
              actions={actions}
              history={history}
              onOpenDispute={onOpenDispute}
              lifecycle={lifecycle}
            />
          ) : (
            <PendingState loading={t('loading')} failure={contextProblem} />
          )}
        </Drawer>
      </TransactionLinks>
    </ZoneScope>
  )
}

function DetailBody({
  detailRef,
  onOpenRelated,
  actions,
  history,
  onOpenDispute,
  lifecycle,
}: {
  detailRef: DetailRef
  onOpenRelated: (id: number) => void
  actions?: TransactionDetailProps['actions']
  history?: TransactionDetailProps['history']
  onOpenDispute?: TransactionDetailProps['onOpenDispute']
  lifecycle: WidgetLifecycleProps
}) {
  const t = useTransactionsT()
  const details = useTransactionRead('details', detailRef)
  useWidgetLifecycle('transaction', { ready: details.isSuccess, error: details.error }, lifecycle)
  if (details.isPending)
    return (
      <p className={sectionStyles.state} role="status">
        {t('loading')}
      </p>
    )
  if (details.isError)
    return (
      <div className={sectionStyles.error} role="alert">
        <p>{t('detailFailed', { error: details.error.message })}</p>
        <Button variant="secondary" size="sm" onClick={() => void details.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  const data = details.data
  const tab = (value: string, content: () => ReactNode): TabItem => ({
    value,
    label: t(`tab.${value}` as 'tab.details'),
    content: () => <Suspense fallback={<PendingState loading={t('loading')} />}>{content()}</Suspense>,
  })
  return (
    <>
      <Header details={data} onOpenParent={onOpenRelated} />
      {actions?.(data, detailRef)}
      <Tabs
        label={t('tabs')}
        items={[
          tab('details', () => <DetailsTab details={data} onOpenParent={onOpenRelated} />),
          tab('activity', () => <ActivityTab detailRef={detailRef} details={data} />),
          tab('events', () => <EventsTab detailRef={detailRef} currency={data.transaction.currency} />),
          tab('related', () => <RelatedTab detailRef={detailRef} onOpen={onOpenRelated} />),
          tab('apiLogs', () => <ApiLogsTab detailRef={detailRef} />),
          tab('fees', () => <FeesTab detailRef={detailRef} />),
          tab('alerts', () => <AlertsTab detailRef={detailRef} />),
          tab('cascading', () => <CascadingTab detailRef={detailRef} />),
          tab('routing', () => <RoutingTab detailRef={detailRef} />),
          tab('disputes', () => <DisputesTab detailRef={detailRef} onOpenDispute={onOpenDispute} />),
          tab('accounting', () => <AccountingTab detailRef={detailRef} merchantId={data.transaction.merchantId} />),
          tab('webhooks', () => <WebhooksTab detailRef={detailRef} />),
          ...(history ? [tab('history', () => history(data.transaction.id))] : []),
        ]}
      />
    </>
  )
}

function Header({ details, onOpenParent }: { details: TransactionDetails; onOpenParent: (id: number) => void }) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  const tx = details.transaction
  const at = (iso: string) => formatDate(iso, { timeZone, time: 'minutes' })
  return (
    <div className={styles.header}>
      <div className={styles.amount}>
        <TransactionAmount transaction={tx} />
        <StatusPill status={tx.status} label={t(`status.${tx.status}`)} />
      </div>
      <div className={styles.meta}>
        <span>
          {t(`type.${tx.type}`)} {tx.parentId !== null && <ParentLink id={tx.parentId} onOpen={onOpenParent} />}
        </span>
        <span>{tx.externalId}</span>
        <MaskedCard card={tx.card} />
        <span>{tx.merchantName}</span>
      </div>
      <div className={styles.meta}>
        <span>
          {t('created')}: {at(tx.created)}
        </span>
        <span>
          {t('updated')}: {at(tx.updated)}
        </span>
        <span>
          {t('settled')}: {tx.settled ? at(tx.settled) : t('notSettled')}
        </span>
        <ZoneSwitch merchantZone={tx.merchantTimeZone} />
      </div>
    </div>
  )
}
