import {
  addToTotals,
  approvalOf,
  approvalRate,
  emptyTotals,
  movementOfType,
  type MoneyRow,
  type MoneyTotals,
} from '@paydeck/core/transactions'

// The one tally of the reports and the dashboard: payments counted, their outcomes, and what every movement moved by
// the money model.

export interface Tally {
  count: number
  approved: number
  declined: number
  money: MoneyTotals
}

export const emptyTally = (): Tally => ({ count: 0, approved: 0, declined: 0, money: emptyTotals() })

/**
 * Adds a group of rows (n of one type and status): every movement adds its money by the model; payments are
 * counted, or every row where the rows asked for are all counted (a widget on refunds counts refunds).
 */
export function addToTally(
  tally: Tally,
  group: MoneyRow & { n: number },
  counted = movementOfType[group.type] === 'capture',
) {
  tally.money = addToTotals(tally.money, group)
  if (!counted) return tally
  tally.count += group.n
  const outcome = approvalOf(group.status)
  if (outcome) tally[outcome] += group.n
  return tally
}

/** Tallies added together. */
export function sumTallies(tallies: Iterable<Tally>): Tally {
  const total = emptyTally()
  for (const tally of tallies) {
    total.count += tally.count
    total.approved += tally.approved
    total.declined += tally.declined
    for (const field of Object.keys(total.money) as (keyof MoneyTotals)[]) total.money[field] += tally.money[field]
  }
  return total
}

/** The share of decided payments approved, or null when none was decided. */
export const approvalRateOf = (tally: Tally) => approvalRate(tally.approved, tally.declined)
