import type { ApiLog, TransactionEvent, WebhookDelivery } from '@paydeck/core/transaction-activity'
import { declineReasonOf } from '@paydeck/core/labels'
import { createRandom } from '../seed/random'
import type { ActionRequestRow } from './actions'
import type { TransactionRow } from './lookup'
import { english, type Say } from '../words/say'
import { ACTIVITY_IDS, STORED_PLACE, SECOND, DAY, at, maskedCard, earlier } from './activity-basics'

// What happened to one transaction, derived from it and its children (refunds, chargebacks) the same way every
// time: the book holds the transactions; their activity follows from them, so a million rows seed quickly.

export function eventsOf(
  row: TransactionRow,
  children: readonly TransactionRow[],
  say: Say = english,
): TransactionEvent[] {
  const random = createRandom(row.id * 7_919)
  const declineReason = declineReasonOf(
    { responseCode: row.response_code, declineReason: row.decline_reason },
    say.language,
  )
  const events: Omit<TransactionEvent, 'id' | 'transactionId'>[] = []
  const add = (
    type: TransactionEvent['type'],
    status: string,
    when: string,
    reason: string | null = null,
    amount: number | null = null,
    actor = say('System'),
  ) => events.push({ type, status, created: when, reason, amount, actor })
  const provider = row.service_provider
  add('Created', 'Pending', row.created, null, row.amount, say('Merchant API'))
  const decided = at(row.created, random.int(300, 2_500))
  if (row.type === 'Payout') {
    add('PayoutRequested', 'WaitingForApproval', decided, null, row.amount)
    if (row.status === 'Captured') add('Captured', 'Captured', row.updated, null, row.amount, say('Tenant staff'))
    if (row.status === 'Declined')
      add('Declined', 'Declined', row.updated, declineReason ?? say('Declined by staff'), null, say('Tenant staff'))
  } else if (row.status === 'Declined') add('Declined', 'Declined', decided, declineReason, null, provider)
  else if (row.status === 'Failed') add('Failed', 'Failed', decided, declineReason, null, provider)
  else if (row.status === 'Pending' || row.status === 'WaitingForApproval')
    add('Pending', row.status, decided, say('Waiting for the bank'), null, provider)
  else {
    add('Authorised', row.type === 'Authorisation' ? 'Reserved' : 'Captured', decided, null, row.amount, provider)
    if (row.type === 'Authorisation' && row.status !== 'Reserved')
      add(
        row.status === 'Voided' ? 'Voided' : 'Captured',
        row.status === 'Voided' ? 'Voided' : 'Captured',
        // Captured within two days, and never after the transaction last changed (nor after now).
        row.status === 'Voided' ? row.updated : earlier(at(decided, random.int(1, 48) * 3_600_000), row.updated),
        null,
        row.status === 'Voided' ? null : row.amount,
        say('Merchant API'),
      )
    else if (row.type === 'Sale') add('Captured', 'Captured', at(decided, 50), null, row.amount, provider)
  }
  if (row.settled) add('Settled', row.status, row.settled, null, row.amount, provider)
  // A child an action made has its event stored with the action (who, why); the book's own are derived here.
  for (const child of children.filter((one) => !one.action_by)) {
    if (child.type === 'Refund')
      add(
        'Refunded',
        child.amount === row.amount ? 'Refunded' : 'PartiallyRefunded',
        child.created,
        say('Refund requested by the merchant'),
        child.amount,
        say('Merchant API'),
      )
    if (child.type === 'Chargeback')
      add(
        'ChargebackOpened',
        row.status,
        child.created,
        say('The cardholder disputes the payment'),
        child.amount,
        say('Card scheme'),
      )
  }
  return events
    .sort((a, b) => a.created.localeCompare(b.created))
    .map((event, index) => ({ ...event, id: row.id * ACTIVITY_IDS + index, transactionId: row.id }))
}

/** The merchant's API calls behind the events, bodies as logged: card numbers and secrets masked. */
export function apiLogsOf(row: TransactionRow, children: readonly TransactionRow[]): ApiLog[] {
  const random = createRandom(row.id * 104_729)
  const card = maskedCard(row)
  const logs: Omit<ApiLog, 'id' | 'transactionId'>[] = []
  const log = (method: string, endpoint: string, when: string, request: object, statusCode: number, response: object) =>
    logs.push({
      created: when,
      method,
      endpoint,
      statusCode,
      durationMs: random.int(80, 900),
      request: JSON.stringify(
        {
          headers: { Authorization: 'Bearer ****', 'Idempotency-Key': `${row.external_id}-${logs.length}` },
          body: request,
        },
        null,
        2,
      ),
      response: JSON.stringify(response, null, 2),
    })
  const declined = row.status === 'Declined' || row.status === 'Failed'
  log(
    'POST',
    row.type === 'Payout' ? '/v1/payouts' : '/v1/payments',
    row.created,
    {
      amount: row.amount,
      currency: row.currency,
      orderReference: row.external_id,
      capture: row.type === 'Sale',
      paymentMethod: row.payment_method,
      ...(card && { card: { number: card, expiry: '**/**', cvc: '***', holder: row.customer_name } }),
      customer: { email: row.customer_email, ip: row.customer_ip, country: row.customer_country },
      returnUrl: `https://${row.website}/checkout/return`,
    },
    declined ? 402 : 201,
    {
      id: row.id,
      status: declined ? row.status : row.type === 'Authorisation' ? 'Reserved' : 'Pending',
      responseCode: row.response_code,
      ...(row.decline_reason && { message: row.decline_reason }),
    },
  )
  if (
    row.type === 'Authorisation' &&
    (row.status === 'Captured' || row.status === 'Voided' || row.refunded_amount > 0)
  ) {
    const voided = row.status === 'Voided'
    log(
      'POST',
      `/v1/payments/${row.id}/${voided ? 'voids' : 'captures'}`,
      row.updated,
      voided ? {} : { amount: row.amount },
      201,
      { id: row.id, status: voided ? 'Voided' : 'Captured' },
    )
  }
  // Refunds staff made are in the log as their own calls (actionLogsOf).
  for (const child of children.filter((item) => item.type === 'Refund' && !item.action_by))
    log(
      'POST',
      `/v1/payments/${row.id}/refunds`,
      child.created,
      { amount: child.amount, reason: 'Customer request' },
      201,
      { id: child.id, status: child.status, parentId: row.id },
    )
  return logs.map((entry, index) => ({ ...entry, id: row.id * ACTIVITY_IDS + index, transactionId: row.id }))
}

/** Staff's action calls on the transaction as its API log shows them, refused ones too, after the merchant's. */
export function actionLogsOf(row: TransactionRow, requests: readonly ActionRequestRow[]): ApiLog[] {
  return requests.map((request, index) => {
    const call = request.request
      ? (JSON.parse(request.request) as { method: string; path: string; body: unknown })
      : { method: 'POST', path: `/api/crm/transactions/${row.id}/${request.action}`, body: {} }
    return {
      id: row.id * ACTIVITY_IDS + STORED_PLACE + index,
      transactionId: row.id,
      created: request.created,
      method: call.method,
      endpoint: call.path,
      statusCode: request.status,
      durationMs: 20 + (parseInt(request.request_id.slice(0, 4), 16) % 60),
      request: JSON.stringify(
        { headers: { Authorization: 'Bearer ****', requestId: request.request_id }, body: call.body },
        null,
        2,
      ),
      response: JSON.stringify(JSON.parse(request.response), null, 2),
    }
  })
}

/** The merchant's endpoint told of each event, by both webhook versions; most answer at once, some after retries. */
export function webhooksOf(
  row: TransactionRow,
  events: readonly TransactionEvent[],
  version: 'v1' | 'v2',
  resends: readonly { eventId: number; created: string }[] = [],
  now = Date.now(),
): WebhookDelivery[] {
  const random = createRandom(row.id * (version === 'v1' ? 15_485_863 : 32_452_843))
  const url = `https://${row.website}/webhooks/paydeck${version === 'v2' ? '/v2' : ''}`
  const told = events.filter((event) => event.type !== 'Created')
  const deliveries = told.map((event, index): WebhookDelivery => {
    const roll = random.next()
    const recent = now - Date.parse(event.created) < DAY
    const status = roll < 0.9 ? 'Delivered' : recent && roll < 0.96 ? 'Retrying' : roll < 0.97 ? 'Delivered' : 'Failed'
    const attempts =
      status === 'Delivered' ? (roll < 0.9 ? 1 : random.int(2, 3)) : status === 'Retrying' ? random.int(1, 3) : 5
    return {
      id: row.id * ACTIVITY_IDS + index,
      eventId: event.id,
      version,
      event: version === 'v1' ? `payment.${event.type.toLowerCase()}` : `transaction.${event.status.toLowerCase()}`,
      url,
      status,
      statusCode: status === 'Delivered' ? 200 : status === 'Retrying' ? random.pick([500, 502, 503]) : null,
      attempts,
      created: at(event.created, random.int(1, 5) * SECOND),
      lastAttempt: at(event.created, attempts * random.int(30, 600) * SECOND),
    }
  })
  // Sent again by staff: delivered at once (the sandbox's merchant endpoints are up when asked).
  const again = resends.flatMap((resend, index) => {
    const first = deliveries.find((delivery) => delivery.eventId === resend.eventId)
    return first
      ? [
          {
            ...first,
            id: row.id * ACTIVITY_IDS + told.length + index,
            status: 'Delivered' as const,
            statusCode: 200,
            attempts: 1,
            created: resend.created,
            lastAttempt: resend.created,
          },
        ]
      : []
  })
  return [...deliveries, ...again]
}
