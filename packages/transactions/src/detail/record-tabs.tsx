import type { ReactNode } from 'react'
import { formatDate, StatusPill, useUi, type StatusTone } from '@paydeck/ui'
import { useTransactionsT } from '../messages'
import { Money } from '../shared/money'
import { isEmptyList, ReadSection, sectionStyles as styles, Time } from './read-section'
import { useAccountingEntries, useTransactionRead, type DetailRef } from './transaction-reads'
import { LazyTransactionDisputes } from '../disputes/lazy-disputes'
import { DeliveryLine } from './delivery-line'

// The detail's record tabs: what systems wrote about the transaction (calls, webhooks, fees, checks, routing,
// disputes, bookings), each a read of its own with its loading, empty and error state.

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** JSON text indented for reading; anything else as it came. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

const pill = (status: string, tone: StatusTone, label = status) => (
  <StatusPill status={status} tone={tone} label={label} />
)

export function ApiLogsTab({ detailRef }: { detailRef: DetailRef }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('apiLogs', detailRef)} isEmpty={isEmptyList}>
      {(page) => (
        <ul className={styles.list}>
          {page.data.map((log) => (
            <li key={log.id} className={styles.item}>
              <details>
                <summary className={styles.line}>
                  <strong>
                    {log.method} {log.endpoint}
                  </strong>
                  {pill(String(log.statusCode), log.statusCode < 400 ? 'positive' : 'negative')}
                  <span className={styles.meta}>
                    <Time at={log.created} /> · {t('duration', { ms: log.durationMs })}
                  </span>
                </summary>
                <h4>{t('request')}</h4>
                <pre className={styles.pre}>{prettyJson(log.request)}</pre>
                <h4>{t('response')}</h4>
                <pre className={styles.pre}>{prettyJson(log.response)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </ReadSection>
  )
}

export function WebhooksTab({ detailRef }: { detailRef: DetailRef }) {
  const t = useTransactionsT()
  const versions = [
    { title: t('webhooksV1'), read: useTransactionRead('webhooksV1', detailRef) },
    { title: t('webhooksV2'), read: useTransactionRead('webhooksV2', detailRef) },
  ]
  return (
    <>
      {versions.map(({ title, read }) => (
        <section key={title} aria-label={title}>
          <h3>{title}</h3>
          <ReadSection read={read} isEmpty={isEmptyList}>
            {(page) => (
              <ul className={styles.list}>
                {page.data.map((delivery) => (
                  <li key={delivery.id} className={styles.item}>
                    <DeliveryLine delivery={delivery} />
                  </li>
                ))}
              </ul>
            )}
          </ReadSection>
        </section>
      ))}
    </>
  )
}

export function FeesTab({ detailRef }: { detailRef: DetailRef }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('fees', detailRef)} isEmpty={isEmptyList}>
      {(fees) => (
        <>
          <Table
            head={[t('type'), t('reason'), t('column.amount')]}
            rows={fees.map((fee) => [
              t(`fee.${fee.type}`),
              fee.rate === null ? fee.description : `${fee.description} (${t('feeRate', { rate: fee.rate })})`,
              <Money key="amount" amount={fee.amount} currency={fee.currency} />,
            ])}
          />
          <p>
            {t('totalFees')}:{' '}
            <Money amount={fees.reduce((sum, fee) => sum + fee.amount, 0)} currency={fees[0]!.currency} />
          </p>
        </>
      )}
    </ReadSection>
  )
}

const severityTone: Record<string, StatusTone> = { info: 'neutral', warning: 'pending', failed: 'negative' }

export function AlertsTab({ detailRef }: { detailRef: DetailRef }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('alerts', detailRef)} isEmpty={isEmptyList}>
      {(alerts) => (
        <ul className={styles.list}>
          {alerts.map((alert) => (
            <li key={alert.id} className={styles.item}>
              <span className={styles.line}>
                <strong>{alert.rule}</strong>
                {pill(alert.severity, severityTone[alert.severity] ?? 'neutral', t(`severity.${alert.severity}`))}
                <span>{t('score', { score: alert.score })}</span>
              </span>
              <span>{alert.message}</span>
              <span className={styles.meta}>
                <Time at={alert.created} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </ReadSection>
  )
}

export function CascadingTab({ detailRef }: { detailRef: DetailRef }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('cascading', detailRef)} isEmpty={isEmptyList}>
      {(page) => (
        <Table
          head={['#', t('serviceProvider'), t('mid'), t('status'), t('responseCode'), t('created')]}
          rows={page.data.map((attempt) => [
            attempt.attempt,
            attempt.serviceProvider,
            attempt.mid,
            pill(
              attempt.result,
              attempt.result === 'Approved' ? 'positive' : 'negative',
              t(`attempt.${attempt.result}`),
            ),
            attempt.responseCode,
            <span key="at">
              <Time at={attempt.created} /> · {t('duration', { ms: attempt.durationMs })}
            </span>,
          ])}
        />
      )}
    </ReadSection>
  )
}

export function RoutingTab({ detailRef }: { detailRef: DetailRef }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useTransactionRead('routing', detailRef)} isEmpty={isEmptyList}>
      {(logs) => (
        <Table
          head={[t('rule'), t('status'), t('serviceProvider'), t('reason'), t('created')]}
          rows={logs.map((log) => [
            log.rule,
            log.matched ? pill('Matched', 'positive', t('matched')) : pill('NotMatched', 'neutral', t('notMatched')),
            log.serviceProvider ?? '—',
            log.reason,
            <Time key="at" at={log.created} />,
          ])}
        />
      )}
    </ReadSection>
  )
}

export function DisputesTab({
  detailRef,
  onOpenDispute,
}: {
  detailRef: DetailRef
  onOpenDispute?: (id: number) => void
}) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  return (
    <>
      <LazyTransactionDisputes transactionId={detailRef.id} onOpenDispute={onOpenDispute} />
      <ReadSection read={useTransactionRead('disputes', detailRef)} isEmpty={isEmptyList}>
        {(codes) => (
          <ul className={styles.list}>
            {codes.map((code) => (
              <li key={`${code.network}${code.code}`} className={styles.item}>
                <span className={styles.line}>
                  <strong>
                    {code.network} {code.code}
                  </strong>
                  <span>{code.reason}</span>
                </span>
                <span className={styles.meta}>
                  {t('respondBy', { date: formatDate(code.respondBy, { timeZone }) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ReadSection>
    </>
  )
}

export function AccountingTab({ detailRef, merchantId }: { detailRef: DetailRef; merchantId: number }) {
  const t = useTransactionsT()
  return (
    <ReadSection read={useAccountingEntries(detailRef, merchantId)} isEmpty={isEmptyList}>
      {(entries) => (
        <Table
          head={[t('reason'), t('debit'), t('credit'), t('created')]}
          rows={entries.map((entry) => [
            <span key="what">
              <strong>{entry.account}</strong>
              <br />
              <span className={styles.meta}>{entry.description}</span>
            </span>,
            entry.side === 'Debit' ? <Money amount={entry.amount} currency={entry.currency} /> : '',
            entry.side === 'Credit' ? <Money amount={entry.amount} currency={entry.currency} /> : '',
            <Time key="at" at={entry.booked} />,
          ])}
        />
      )}
    </ReadSection>
  )
}
