import {
  countsInNet,
  movementOfType,
  movements,
  paymentKinds,
  totalFieldOf,
  transactionTypes,
  type TotalField,
} from '@paydeck/core/transactions'

// The money model (core's money.ts) as SQL over the transactions table, made from its tables so the lookup's totals,
// the reports, the dashboard and the statement count a refund the one way the model does. `t` is a table alias.

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')
const column = (t: string, name: string) => (t ? `${t}.${name}` : name)

/** True where a row's money has moved (its status books it for its type). */
export function bookedSql(t = ''): string {
  const cases = transactionTypes.map((type) => {
    const { booked } = movements[movementOfType[type]]
    return `(${column(t, 'type')} = '${type}' AND ${column(t, 'status')} IN (${list(booked)}))`
  })
  return `(${cases.join(' OR ')})`
}

/** The booked (type, status) pairs that count in one of the totals, by the sign they count with. */
function countedIn(field: TotalField, t: string) {
  const bySign: Record<1 | -1, string[]> = { 1: [], [-1]: [] }
  for (const type of transactionTypes) {
    const statuses = movements[movementOfType[type]].booked.filter(
      (status) => totalFieldOf({ type, status })?.field === field,
    )
    if (statuses.length === 0) continue
    const factor = totalFieldOf({ type, status: statuses[0]! })!.factor
    bySign[factor].push(`(${column(t, 'type')} = '${type}' AND ${column(t, 'status')} IN (${list(statuses)}))`)
  }
  return bySign
}

/** The amount a row moved the merchant's account by: signed, and 0 until booked. */
export function netSql(t = ''): string {
  const out = transactionTypes.filter((type) => movements[movementOfType[type]].sign < 0)
  return `CASE WHEN NOT ${bookedSql(t)} THEN 0 WHEN ${column(t, 'type')} IN (${list(out)}) THEN -${column(t, 'amount')} ELSE ${column(t, 'amount')} END`
}

/** The amount a booked row adds to one of the totals (gross, refunded, in dispute, charged back, paid out), else 0. */
export function totalSql(field: TotalField, t = ''): string {
  const { 1: adds, [-1]: takes } = countedIn(field, t)
  const amount = column(t, 'amount')
  const when = (cases: string[], value: string) => (cases.length ? ` WHEN ${cases.join(' OR ')} THEN ${value}` : '')
  return `CASE${when(adds, amount)}${when(takes, `-${amount}`)} ELSE 0 END`
}

/** The types that count in the payments' net: payments and what went back of them (payouts do not). */
export const netTypes = transactionTypes.filter((type) => countsInNet({ type }))

/** True where a row is a payment (core's paymentKinds: a sale or an authorisation). */
export const isPaymentSql = (t = ''): string => `${column(t, 'type')} IN (${list(paymentKinds)})`

/** The SELECT list of a currency's money totals, named as MoneyTotals names them. */
export function moneyTotalsSql(t = ''): string {
  const fields = ['gross', 'refunded', 'inDispute', 'chargedBack', 'paidOut'] as const satisfies TotalField[]
  const net = `CASE WHEN ${column(t, 'type')} IN (${list(netTypes)}) THEN ${netSql(t)} ELSE 0 END`
  return [...fields.map((field) => `SUM(${totalSql(field, t)}) AS ${field}`), `SUM(${net}) AS net`].join(', ')
}

/**
 * The children that move a payment's money: refunds, reversals and chargebacks debit the merchant, a won dispute's
 * reversal credits it back.
 */
export const childMovementTypes = transactionTypes.filter(
  (type) => countsInNet({ type }) && !paymentKinds.includes(type),
)
