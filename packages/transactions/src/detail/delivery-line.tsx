import type { WebhookDelivery } from '@paydeck/core/transaction-activity'
import { StatusPill, type StatusTone } from '@paydeck/ui'
import { useTransactionsT } from '../messages'
import { sectionStyles as styles, Time } from './read-section'

// A webhook's delivery on one line: the timeline shows it, and the Webhooks tab lists them.

const deliveryTone: Record<WebhookDelivery['status'], StatusTone> = {
  Delivered: 'positive',
  Retrying: 'pending',
  Failed: 'negative',
}

export function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  const t = useTransactionsT()
  return (
    <>
      <span className={styles.line}>
        <strong>{delivery.event}</strong>
        <StatusPill
          status={delivery.status}
          tone={deliveryTone[delivery.status]}
          label={t(`delivery.${delivery.status}`)}
        />
        <span>{delivery.statusCode ?? t('unreachable')}</span>
        <span>{t('attempts', { count: delivery.attempts })}</span>
      </span>
      <span className={styles.meta}>
        {delivery.url} · {t('lastAttempt')} <Time at={delivery.lastAttempt} />
      </span>
    </>
  )
}
