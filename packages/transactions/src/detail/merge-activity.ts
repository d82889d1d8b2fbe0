import type {
  AntifraudAlert,
  ApiLog,
  DisputeCode,
  Fee,
  TransactionEvent,
  WebhookDelivery,
} from '@paydeck/core/transaction-activity'
import type { Transaction } from '@paydeck/core/transactions'

export type ActivityKind = 'event' | 'api' | 'webhook' | 'fee' | 'dispute' | 'alert'

/** One line of the All activity timeline. */
export type ActivityItem =
  | { kind: 'event'; at: string; key: string; event: TransactionEvent }
  | { kind: 'api'; at: string; key: string; log: ApiLog }
  | { kind: 'webhook'; at: string; key: string; delivery: WebhookDelivery }
  | { kind: 'fee'; at: string; key: string; fee: Fee }
  | { kind: 'dispute'; at: string; key: string; dispute: DisputeCode }
  | { kind: 'alert'; at: string; key: string; alert: AntifraudAlert }

export interface ActivitySources {
  transaction: Transaction
  events?: readonly TransactionEvent[]
  apiLogs?: readonly ApiLog[]
  webhooks?: readonly WebhookDelivery[]
  fees?: readonly Fee[]
  disputes?: readonly DisputeCode[]
  alerts?: readonly AntifraudAlert[]
}

// Kinds that happen at the same instant read in cause-and-effect order: the call, the check, the status, the
// booking of fees, the dispute, the webhook that told the merchant.
const order: Record<ActivityKind, number> = { api: 0, alert: 1, event: 2, fee: 3, dispute: 4, webhook: 5 }

/**
 * Everything that happened to a transaction in time order (oldest first). Fees carry no time of their own: they
 * are booked when the transaction settles (or, unsettled, when it was made). A dispute stands at its chargeback's
 * opening, else at the transaction's last change.
 */
export function mergeActivity(sources: ActivitySources): ActivityItem[] {
  const { transaction } = sources
  const chargeback = sources.events?.find((event) => event.type === 'ChargebackOpened')
  const items: ActivityItem[] = [
    ...(sources.events ?? []).map((event) => ({
      kind: 'event' as const,
      at: event.created,
      key: `e${event.id}`,
      event,
    })),
    ...(sources.apiLogs ?? []).map((log) => ({ kind: 'api' as const, at: log.created, key: `a${log.id}`, log })),
    ...(sources.webhooks ?? []).map((delivery) => ({
      kind: 'webhook' as const,
      at: delivery.created,
      key: `w${delivery.version}${delivery.id}`,
      delivery,
    })),
    ...(sources.fees ?? []).map((fee) => ({
      kind: 'fee' as const,
      at: transaction.settled ?? transaction.created,
      key: `f${fee.id}`,
      fee,
    })),
    ...(sources.disputes ?? []).map((dispute, index) => ({
      kind: 'dispute' as const,
      at: chargeback?.created ?? transaction.updated,
      key: `d${index}`,
      dispute,
    })),
    ...(sources.alerts ?? []).map((alert) => ({
      kind: 'alert' as const,
      at: alert.created,
      key: `r${alert.id}`,
      alert,
    })),
  ]
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || order[a.kind] - order[b.kind])
}
