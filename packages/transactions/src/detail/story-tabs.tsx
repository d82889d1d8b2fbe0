import type { ReactNode } from 'react'
import { useQueries } from '@tanstack/react-query'
import { usePaydeck } from '@paydeck/react'
import type { TransactionDetails } from '@paydeck/core/transaction-activity'
import { declineReasonOf, labelOf, systemModeLabels, threeDSecureLabels } from '@paydeck/core/labels'
import { StatusPill, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT, type TransactionsMessageKey } from '../messages'
import { useMethodNames } from '../lookup/transaction-columns'
import { movementOfType } from '@paydeck/core/transactions'
import { MaskedCard, Money, TransactionAmount } from '../shared/money'
import { OpenTransaction } from '../shared/open-transaction'
import { mergeActivity, type ActivityItem } from './merge-activity'
import { isEmptyList, ReadSection, sectionStyles as styles, Time } from './read-section'
import { DeliveryLine } from './delivery-line'
import { readQuery, useTransactionRead, type DetailRef, type ReadName } from './transaction-reads'

// The detail's story tabs: the transaction's own fields, its timeline, the transactions around it, and the one
// timeline that merges everything in time order.

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: '2 4',
  margin: '0',
  fontSize: 'sm',
  '& dt': { color: 'subtle', fontWeight: '600' },
  '& dd': { margin: '0', overflowWrap: 'anywhere' },
})

const linkStyle = css({
  all: 'unset',
  cursor: 'pointer',
  color: 'link',
  fontWeight: '700',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid {colors.focusRing}' },
})

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          {/* Each isolated, so a Latin value on an Arabic screen reads in its own order (3-D Secure, Name <e-mail>). */}
          <dt>
            <bdi>{term}</bdi>
          </dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The payment a refund, reversal or chargeback belongs to, as a link that opens it. */
export function ParentLink({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const t = useTransactionsT()
  return (
    <OpenTransaction id={id} className={linkStyle} onOpen={() => onOpen(id)}>
      {t('ofParent', { id })}
    </OpenTransaction>
  )
}

export function DetailsTab({
  details,
  onOpenParent,
}: {
  details: TransactionDetails
  onOpenParent: (id: number) => void
}) {
  const t = useTransactionsT()
  const { transaction: tx, balance } = details
  const methodName = useMethodNames()
  const { locale } = useUi()
  const money = (amount: number) => <Money amount={amount} currency={tx.currency} />
  // The balance is a payment's (the money model's): a refund or chargeback has none of its own.
  const balanceRows: [string, ReactNode][] =
    movementOfType[tx.type] === 'capture'
      ? [
          [t('captured'), money(balance.captured)],
          [t('refunded'), money(balance.refunded)],
          // Held by an open dispute is not lost: said apart from what disputes took for good.
          ...(balance.inDispute > 0 ? [[t('inDispute'), money(balance.inDispute)] as [string, ReactNode]] : []),
          ...(balance.chargedBack > 0 ? [[t('chargedBack'), money(balance.chargedBack)] as [string, ReactNode]] : []),
          [t('refundable'), money(balance.refundable)],
        ]
      : []
  return (
    <Facts
      rows={[
        ...balanceRows,
        [t('column.externalId'), tx.externalId],
        [t('column.id'), tx.id],
        [t('type'), t(`type.${tx.type}`)],
        [t('mode'), labelOf(systemModeLabels, tx.mode, locale)],
        [t('merchantRef'), tx.merchantName],
        [t('website'), tx.website],
        [t('paymentMethod'), methodName(tx.paymentMethod)],
        [t('card'), <MaskedCard key="card" card={tx.card} />],
        [t('column.cardCountry'), tx.card?.issuingCountry ?? '—'],
        [t('customer'), `${tx.customer.name} <${tx.customer.email}>`],
        [t('ip'), tx.customer.ip],
        [t('country'), tx.customer.country],
        [t('serviceProvider'), tx.serviceProvider],
        [t('mid'), tx.mid],
        [t('responseCode'), tx.responseCode],
        [t('declineReason'), declineReasonOf(tx, locale) ?? '—'],
        [t('threeDSecure'), labelOf(threeDSecureLabels, tx.threeDSecure, locale)],
        [t('riskScore'), tx.riskScore],
        [t('parent'), tx.parentId === null ? '—' : <ParentLink key="parent" id={tx.parentId} onOpen={onOpenParent} />],
      ]}
    />
  )
}

export function EventsTab({ detailRef, currency }: { detailRef: DetailRef; currency: string }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('events', detailRef)} isEmpty={isEmptyList}>
      {(page) => (
        <ol className={styles.list}>
          {page.data.map((event) => (
            <li key={event.id} className={styles.item}>
              <EventLine event={event} currency={currency} />
            </li>
          ))}
          {page.count > page.data.length && (
            <li className={styles.meta}>{t('moreEvents', { shown: page.data.length, count: page.count })}</li>
          )}
        </ol>
      )}
    </ReadSection>
  )
}

function EventLine({
  event,
  currency,
}: {
  event: Extract<ActivityItem, { kind: 'event' }>['event']
  currency: string
}) {
  const t = useTransactionsT()
  return (
    <>
      <span className={styles.line}>
        <strong>{t(`event.${event.type}`)}</strong>
        <StatusPill status={event.status} label={statusLabel(t, event.status)} />
        {event.amount !== null && <Money amount={event.amount} currency={currency} />}
      </span>
      <span className={styles.meta}>
        <Time at={event.created} /> · {t('actor')}: {event.actor}
        {event.reason && ` · ${t('reason')}: ${event.reason}`}
      </span>
    </>
  )
}

const statusLabel = (t: ReturnType<typeof useTransactionsT>, status: string) =>
  t(`status.${status}` as TransactionsMessageKey) ?? status

export function RelatedTab({ detailRef, onOpen }: { detailRef: DetailRef; onOpen: (id: number) => void }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('related', detailRef)} isEmpty={isEmptyList}>
      {(page) => (
        <ul className={styles.list}>
          {page.data.map((related) => (
            <li key={related.id} className={styles.item}>
              <span className={styles.line}>
                <OpenTransaction id={related.id} className={linkStyle} onOpen={() => onOpen(related.id)}>
                  {t(`type.${related.type}`)} #{related.id}
                </OpenTransaction>
                <TransactionAmount transaction={related} />
                <StatusPill status={related.status} label={t(`status.${related.status}`)} />
              </span>
              <span className={styles.meta}>
                <Time at={related.created} /> · {related.externalId}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ReadSection>
  )
}

const activitySources = ['events', 'apiLogs', 'webhooksV1', 'webhooksV2', 'fees', 'disputes', 'alerts'] as const

/** Status events, API calls, webhook deliveries, fees, disputes and antifraud checks in one time order. */
export function ActivityTab({ detailRef, details }: { detailRef: DetailRef; details: TransactionDetails }) {
  const t = useTransactionsT()
  const paydeck = usePaydeck()
  const results = useQueries({
    queries: activitySources.map((name) => readQuery(paydeck, name as ReadName, detailRef)),
  })
  const read = Object.fromEntries(activitySources.map((name, index) => [name, results[index]!])) as Record<
    (typeof activitySources)[number],
    (typeof results)[number]
  >
  const pending = results.some((result) => result.isPending)
  const failed = activitySources.filter((name) => read[name].isError)
  if (pending)
    return (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    )
  const listOf = <T,>(name: (typeof activitySources)[number]) => {
    const data = read[name].data as T[] | { data: T[] } | undefined
    return Array.isArray(data) ? data : data?.data
  }
  const items = mergeActivity({
    transaction: details.transaction,
    events: listOf('events'),
    apiLogs: listOf('apiLogs'),
    webhooks: [...(listOf('webhooksV1') ?? []), ...(listOf('webhooksV2') ?? [])] as never,
    fees: listOf('fees'),
    disputes: listOf('disputes'),
    alerts: listOf('alerts'),
  })
  return (
    <>
      {failed.length > 0 && (
        <p role="alert" className={css({ color: 'negative' })}>
          {t('activityPartial', { sections: failed.map((name) => t(`tab.${sectionOf[name]}`)).join(', ') })}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.state}>{t('nothingYet')}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-kind={item.kind}>
              <span className={styles.meta}>{t(`activity.${item.kind}`)}</span>
              <ActivityLine item={item} currency={details.transaction.currency} />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

const sectionOf = {
  events: 'events',
  apiLogs: 'apiLogs',
  webhooksV1: 'webhooks',
  webhooksV2: 'webhooks',
  fees: 'fees',
  disputes: 'disputes',
  alerts: 'alerts',
} as const

function ActivityLine({ item, currency }: { item: ActivityItem; currency: string }) {
  const t = useTransactionsT()
  switch (item.kind) {
    case 'event':
      return <EventLine event={item.event} currency={currency} />
    case 'api':
      return (
        <span className={styles.line}>
          <strong>
            {item.log.method} {item.log.endpoint}
          </strong>
          <span>{item.log.statusCode}</span>
          <span className={styles.meta}>
            <Time at={item.at} /> · {t('duration', { ms: item.log.durationMs })}
          </span>
        </span>
      )
    case 'webhook':
      return <DeliveryLine delivery={item.delivery} />
    case 'fee':
      return (
        <span className={styles.line}>
          <strong>{item.fee.description}</strong>
          <Money amount={item.fee.amount} currency={item.fee.currency} />
        </span>
      )
    case 'dispute':
      return (
        <span className={styles.line}>
          <strong>
            {item.dispute.network} {item.dispute.code}
          </strong>
          <span>{item.dispute.reason}</span>
        </span>
      )
    case 'alert':
      return (
        <span className={styles.line}>
          <strong>{item.alert.rule}</strong>
          <span>{item.alert.message}</span>
        </span>
      )
  }
}
