import type { TransactionEvent } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from './actions'
import { actionLogsOf, apiLogsOf, eventsOf, webhooksOf } from './activity-log'
import type { TransactionRow } from './lookup'
import { english, type Say } from '../words/say'

/**
 * A transaction's activity with what staff's actions added: the book's derived history and the stored events in
 * time order, the merchant's API calls then staff's, and the webhooks of every event (and those sent again).
 */
export function activityWithActions(db: SandboxDatabase) {
  const stored = transactionActions(db)
  const resends = db.prepare(
    'SELECT event_id AS eventId, created FROM webhook_resends WHERE transaction_id = ? ORDER BY id',
  )
  const events = (row: TransactionRow, children: TransactionRow[], say: Say = english) =>
    [...eventsOf(row, children, say), ...stored.eventsOf(row.id)].sort(
      (a, b) => Date.parse(a.created) - Date.parse(b.created) || a.id - b.id,
    )
  return {
    events,
    apiLogs: (row: TransactionRow, children: TransactionRow[]) => [
      ...apiLogsOf(row, children),
      ...actionLogsOf(row, stored.requestsOf(row.id)),
    ],
    /**
     * Its webhooks by a version; a caller that has the events already (both versions at once) passes them, and one
     * that asks how they stand at another time (a retrying delivery fails once its event is a day old) the time.
     */
    webhooks: (
      row: TransactionRow,
      children: TransactionRow[],
      version: 'v1' | 'v2',
      known: readonly TransactionEvent[] = events(row, children),
      now = Date.now(),
    ) => webhooksOf(row, known, version, resends.all(row.id) as { eventId: number; created: string }[], now),
  }
}

/**
 * Sending an event's v2 webhook again (the version merchants' endpoints take now): recorded, so the deliveries show
 * it; the new delivery, or null when the event sent no webhook.
 */
export function webhookResender(db: SandboxDatabase) {
  const { webhooks } = activityWithActions(db)
  const childrenOf = db.prepare('SELECT * FROM transactions WHERE parent_id = ?')
  const resend = db.prepare(
    'INSERT INTO webhook_resends (event_id, transaction_id, actor, created) VALUES (?, ?, ?, ?)',
  )
  return (row: TransactionRow, eventId: number, actor: string) => {
    const deliveriesOf = () => webhooks(row, childrenOf.all(row.id) as TransactionRow[], 'v2')
    if (!deliveriesOf().some((delivery) => delivery.eventId === eventId)) return null
    resend.run(eventId, row.id, actor, new Date().toISOString())
    return deliveriesOf().findLast((delivery) => delivery.eventId === eventId)!
  }
}
