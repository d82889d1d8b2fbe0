import type {
  AccountingEntry,
  AntifraudAlert,
  ApiLog,
  CascadingAttempt,
  DisputeCode,
  Fee,
  RoutingLog,
  TransactionEvent,
  WebhookDelivery,
} from '@paydeck/core/transaction-activity'
import { approvedStatuses, isBooked, movementOfType, netOf, signOf } from '@paydeck/core/transactions'
import { declineReasonOf, labelOf, methodNameOf, transactionTypeLabels } from '@paydeck/core/labels'
import { createRandom } from '../seed/random'
import { serviceProviders } from '../seed/reference-data'
import type { ActionRequestRow } from './actions'
import type { TransactionRow } from './lookup'
import { standardChargesOf, type Charge } from '../pricebooks/charges'
import { english, type Say } from '../words/say'

// What happened to one transaction, derived from it and its children (refunds, chargebacks) the same way every
// time: the book holds the transactions; their activity follows from them, so a million rows seed quickly.
// Ids of activity items are the transaction's id times 100 plus their place, so an item finds its transaction.

export const ACTIVITY_IDS = 100
/** Items actions stored (events, API logs) take the places from here on; the derived ones come first. */
export const STORED_PLACE = 50
const SECOND = 1_000
const DAY = 86_400_000
const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString()
const maskedCard = (row: TransactionRow) => (row.card_bin ? `${row.card_bin}******${row.card_last4}` : null)

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b)

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

/** The statuses a payment or payout is charged fees in: approved (reserved, or booked by the money model). */
export const chargedStatuses: readonly string[] = approvedStatuses

/** Fees are charged on payments and payouts; what goes back of a payment is charged on the payment (its children). */
const isCharged = (row: TransactionRow) =>
  ['capture', 'payout'].includes(movementOfType[row.type]) && chargedStatuses.includes(row.status)

/** The fees of a charge as a transaction's detail lists them. */
const feeTypeOf = (chargedOn: string): Fee['type'] =>
  chargedOn === 'payout'
    ? 'Payout'
    : chargedOn === 'refund'
      ? 'Refund'
      : chargedOn === 'chargeback'
        ? 'Chargeback'
        : 'Processing'

/** How a transaction is priced and worded: its tenant's standard price book's currency, and the reader's language. */
export interface Pricing {
  bookCurrency: string
  say?: Say
}

/** What went back of a payment and was booked (a refund, reversal or chargeback): what the money model debits. */
const returned = (children: readonly TransactionRow[]) =>
  children.filter((child) => isBooked(child) && signOf(child) < 0)

/** A transaction's fees, each with the refund or chargeback it is for, if it is one's. */
function chargedFees(
  row: TransactionRow,
  children: readonly TransactionRow[],
  { bookCurrency, say = english }: Pricing,
): { fee: Omit<Fee, 'id'>; child?: TransactionRow }[] {
  if (!isCharged(row)) return []
  const charges = standardChargesOf(
    { amount: row.amount, currency: row.currency, paymentMethod: row.payment_method },
    bookCurrency,
  )
  const fee = (charge: Charge, description: string): Omit<Fee, 'id'> => ({
    type: feeTypeOf(charge.chargedOn),
    description,
    amount: charge.fee,
    currency: row.currency,
    rate: charge.feeSymbol === '%' ? charge.value : null,
  })
  const onRow = row.type === 'Payout' ? ['payout'] : ['payment', 'conversion']
  return [
    ...charges
      .filter((charge) => onRow.includes(charge.chargedOn))
      .map((charge) => ({ fee: fee(charge, say(charge.feeTypeName)) })),
    ...returned(children).flatMap((child) =>
      charges
        .filter((charge) => charge.chargedOn === child.type.toLowerCase())
        .map((charge) => ({
          fee: fee(
            charge,
            say('{fee} for {reference}', { fee: say(charge.feeTypeName), reference: child.external_id }),
          ),
          child,
        })),
    ),
  ]
}

/**
 * What the transaction cost the merchant, by the standard price book of its tenant's currency (pricebooks/charges.ts):
 * nothing when declined; a payment's fees on the payment (and a conversion), a payout's payout fee, and the fee of
 * each refund and chargeback of the payment once booked.
 */
export function feesOf(row: TransactionRow, children: readonly TransactionRow[], pricing: Pricing): Fee[] {
  return chargedFees(row, children, pricing).map(({ fee }, index) => ({ ...fee, id: row.id * ACTIVITY_IDS + index }))
}

export function alertsOf(row: TransactionRow, say: Say = english): AntifraudAlert[] {
  const alerts: Omit<AntifraudAlert, 'id'>[] = []
  const when = at(row.created, 200)
  if (row.card_country && row.card_country !== row.customer_country)
    alerts.push({
      rule: say('Country mismatch'),
      severity: 'warning',
      score: 25,
      message: say('Card issued in {cardCountry}, customer in {customerCountry}.', {
        cardCountry: say.country(row.card_country),
        customerCountry: say.country(row.customer_country),
      }),
      created: when,
    })
  if (row.risk_score >= 60)
    alerts.push({
      rule: say('Velocity'),
      severity: row.risk_score >= 80 ? 'failed' : 'warning',
      score: row.risk_score,
      message: say('Several cards tried from {ip} within ten minutes.', { ip: row.customer_ip }),
      created: when,
    })
  if (row.response_code === '59')
    alerts.push({
      rule: say('Issuer fraud signal'),
      severity: 'failed',
      score: 90,
      message: say('The issuer declined the payment as suspected fraud.'),
      created: at(row.created, 1_500),
    })
  return alerts.map((alert, index) => ({ ...alert, id: row.id * ACTIVITY_IDS + index }))
}

/** The providers the payment was tried at: most at one; an issuer outage or a soft decline falls to the next. */
export function cascadingOf(row: TransactionRow): CascadingAttempt[] {
  const random = createRandom(row.id * 49_979_687)
  const providers = serviceProviders.filter((provider) => provider.isActive).map((provider) => provider.name)
  const fallback = providers.find((provider) => provider !== row.service_provider) ?? row.service_provider
  const attempt = (
    n: number,
    provider: string,
    result: CascadingAttempt['result'],
    code: string,
    when: string,
  ): CascadingAttempt => ({
    attempt: n,
    serviceProvider: provider,
    mid: `MID-${provider
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase()}-${row.mid.slice(-4)}`,
    result,
    responseCode: code,
    created: when,
    durationMs: random.int(150, 1_800),
  })
  const final = attempt(
    1,
    row.service_provider,
    row.response_code === '00' ? 'Approved' : row.status === 'Failed' ? 'Error' : 'Declined',
    row.response_code,
    at(row.created, 400),
  )
  if (row.type === 'Refund' || row.type === 'Chargeback' || random.next() > 0.15) return [final]
  return [
    attempt(
      1,
      fallback,
      random.next() < 0.5 ? 'Error' : 'Declined',
      random.pick(['91', '96', '05']),
      at(row.created, 100),
    ),
    { ...final, attempt: 2, created: at(row.created, 1_200) },
  ]
}

/** From this amount (minor units of any currency) the routing asks for 3-D Secure. */
const largePayment = 500_000

export function routingLogsOf(row: TransactionRow, say: Say = english): RoutingLog[] {
  const when = at(row.created, 50)
  const logs: Omit<RoutingLog, 'id'>[] = [
    {
      rule: say('Currency is {currency}', { currency: row.currency }),
      matched: true,
      serviceProvider: null,
      reason: say('Providers that settle the currency'),
      created: when,
    },
    {
      // Routed by the card's scheme where there is a card (an Apple Pay payment on a Visa goes by Visa's costs).
      rule: say('{method} by cost', { method: row.card_brand ?? methodNameOf(row.payment_method, say.language) }),
      matched: true,
      serviceProvider: row.service_provider,
      reason: say('Lowest cost among healthy providers'),
      created: when,
    },
    {
      rule: say('Amount above {amount}', { amount: say.money(largePayment, row.currency) }),
      matched: row.amount > largePayment,
      serviceProvider: null,
      reason: row.amount > largePayment ? say('Large payments need 3-D Secure') : say('Not applied'),
      created: when,
    },
  ]
  return logs.map((log, index) => ({ ...log, id: row.id * ACTIVITY_IDS + index }))
}

/**
 * The double entries the money booked, by the money model: a captured payment's scheme owes us and we owe the
 * merchant less our fees; a payout is paid from what we owe the merchant, with its fee; an authorisation only
 * reserved has its fees charged; what went back of a payment is debited from the merchant on its own day.
 */
export function accountingOf(
  row: TransactionRow,
  children: readonly TransactionRow[],
  pricing: Pricing,
): AccountingEntry[] {
  const { say = english } = pricing
  const fees = chargedFees(row, children, pricing)
  if (fees.length === 0) return []
  const feeTotal = fees.filter(({ child }) => !child).reduce((sum, { fee }) => sum + fee.amount, 0)
  const booked = row.settled ?? row.updated
  const reference = { reference: row.external_id }
  const moved = netOf(row)
  const payable = moved - feeTotal
  const entry = (account: string, side: AccountingEntry['side'], amount: number, description: string, at = booked) => ({
    account,
    side,
    amount,
    currency: row.currency,
    description,
    booked: at,
  })
  const entries: Omit<AccountingEntry, 'id'>[] = [
    ...(moved > 0 ? [entry(say('Scheme receivable'), 'Debit', moved, say('{reference} captured', reference))] : []),
    ...(moved < 0 ? [entry(say('Payouts payable'), 'Credit', -moved, say('{reference} paid out', reference))] : []),
    entry(
      say('Merchant payable'),
      payable >= 0 ? 'Credit' : 'Debit',
      Math.abs(payable),
      say('{reference} less fees', reference),
    ),
    entry(say('Fee income'), 'Credit', feeTotal, say('Fees of {reference}', reference)),
  ]
  // What went back of the payment (refunds, reversals, chargebacks) is debited from the merchant by the money model,
  // and its fee with it.
  for (const child of returned(children)) {
    const description = `${labelOf(transactionTypeLabels, child.type, say.language)} ${child.external_id}`
    entries.push(
      entry(say('Merchant payable'), 'Debit', child.amount, description, child.created),
      entry(say('Scheme payable'), 'Credit', child.amount, description, child.created),
    )
    for (const { fee } of fees.filter((one) => one.child === child))
      entries.push(
        entry(say('Merchant payable'), 'Debit', fee.amount, fee.description, child.created),
        entry(say('Fee income'), 'Credit', fee.amount, fee.description, child.created),
      )
  }
  return entries.map((entry, index) => ({ ...entry, id: row.id * ACTIVITY_IDS + index }))
}

export function disputeCodesOf(
  row: TransactionRow,
  children: readonly TransactionRow[],
  say: Say = english,
): DisputeCode[] {
  const disputes = row.type === 'Chargeback' ? [row] : children.filter((child) => child.type === 'Chargeback')
  return disputes.map((dispute) =>
    row.card_brand === 'Mastercard'
      ? {
          network: 'Mastercard',
          code: '4837',
          reason: say('No cardholder authorization'),
          respondBy: at(dispute.created, 45 * DAY),
        }
      : row.card_brand === 'Amex'
        ? {
            network: 'American Express',
            code: 'F29',
            reason: say('Card not present'),
            respondBy: at(dispute.created, 20 * DAY),
          }
        : {
            network: 'Visa',
            code: '10.4',
            reason: say('Other fraud: card-absent environment'),
            respondBy: at(dispute.created, 30 * DAY),
          },
  )
}
