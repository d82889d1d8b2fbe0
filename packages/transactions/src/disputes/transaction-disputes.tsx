import { useUi, formatDate } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { Money } from '../shared/money'
import { useDisputeT } from './dispute-messages'
import { DisputeStatus, DisputeUrgencyPill, useReasonWords } from './dispute-parts'
import { useDisputePage } from './dispute-queries'

const styles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2' }),
  item: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  open: css({
    color: 'link',
    textDecoration: 'underline',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
  }),
  muted: css({ color: 'muted', fontSize: 'sm' }),
}

/**
 * A payment's disputes as cases (Stripe's payment-disputes): each with its stage, status, amount and how near its
 * due time is, opening the case; nothing at all when the payment has none.
 */
export function TransactionDisputes({
  transactionId,
  onOpenDispute,
}: {
  transactionId: number
  onOpenDispute?: (id: number) => void
}) {
  const t = useDisputeT()
  const { timeZone } = useUi()
  const reasonOf = useReasonWords()
  const page = useDisputePage({ transactionId, pageIndex: 0, pageSize: 10 })
  const disputes = page.data?.data ?? []
  if (disputes.length === 0) return null
  const now = page.dataUpdatedAt
  return (
    <section aria-label={t('panelTitle')}>
      <ul className={styles.list}>
        {disputes.map((dispute) => (
          <li key={dispute.id} className={styles.item}>
            {onOpenDispute ? (
              <button type="button" className={styles.open} onClick={() => onOpenDispute(dispute.id)}>
                {t('detailTitle', { id: dispute.id })}
              </button>
            ) : (
              <strong>{t('detailTitle', { id: dispute.id })}</strong>
            )}
            <span>{t(`stage.${dispute.stage}`)}</span>
            <DisputeStatus dispute={dispute} />
            <Money amount={dispute.amount} currency={dispute.currency} />
            <span className={styles.muted}>
              {reasonOf(dispute).category} · {t('column.dueBy')}{' '}
              {formatDate(dispute.dueBy, { timeZone, time: 'minutes' })}
            </span>
            <DisputeUrgencyPill dispute={dispute} now={now} />
          </li>
        ))}
      </ul>
    </section>
  )
}
