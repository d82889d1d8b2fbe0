import type { AntifraudAlert, CascadingAttempt, RoutingLog } from '@paydeck/core/transaction-activity'
import { methodNameOf } from '@paydeck/core/labels'
import { createRandom } from '../seed/random'
import { serviceProviders } from '../seed/reference-data'
import type { TransactionRow } from './lookup'
import { english, type Say } from '../words/say'
import { ACTIVITY_IDS, at } from './activity-basics'

// How a payment was screened and routed: its antifraud alerts, the providers it was tried at, the routing's log.

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
