import type { PricebookEntry } from '@paydeck/core/pricebooks'
import { valueFor } from '@paydeck/core/pricebooks'
import { minorPerMajor, toMajorUnits } from '@paydeck/core/values'
import { toBase } from '../dashboard/exchange-rates'
import { feeTypes, standardProducts, type ListedProduct } from './price-list'

// What a payment costs under a price book: one computation for the price book's preview, a transaction's fees and
// the statement's and invoices' sums, so the three never disagree.

export interface PricedProduct {
  name: string
  paymentMethods: readonly string[]
  entries: readonly Pick<PricebookEntry, 'feeTypeId' | 'feeTypeName' | 'feeSymbol' | 'value' | 'pricingStructure'>[]
}

export interface Charge {
  productName: string
  feeTypeId: number
  feeTypeName: string
  feeSymbol: string
  /** The event it is charged on: the payment, a conversion, a refund, a chargeback or a payout. */
  chargedOn: string
  /** The value that applies: the band's for a pricing structure. */
  value: number
  /** What it costs for this payment (a fixed fee converted), in minor units of the payment's currency. */
  fee: number
  /** Whether its value depends on the payment's amount (a pricing structure). */
  banded: boolean
}

export interface PricedPayment {
  /** Minor units of its currency. */
  amount: number
  currency: string
  paymentMethod: string
}

/**
 * Every fee of the book's products that price the payment's method, with what each costs for this payment; a
 * conversion fee only when the payment is not in the book's currency.
 */
export function chargesOf(
  products: readonly PricedProduct[],
  chargedOn: (feeTypeId: number) => string,
  payment: PricedPayment,
  bookCurrency: string,
): Charge[] {
  const inBook = toMajorUnits(toBase(payment.amount, payment.currency, bookCurrency), bookCurrency)
  const charges: Charge[] = []
  for (const product of products) {
    if (product.paymentMethods.length > 0 && !product.paymentMethods.includes(payment.paymentMethod)) continue
    for (const entry of product.entries) {
      const on = chargedOn(entry.feeTypeId)
      if (on === 'conversion' && payment.currency === bookCurrency) continue
      const value = valueFor(entry, inBook)
      const fee =
        entry.feeSymbol === '%'
          ? (payment.amount * value) / 100
          : toBase(value * minorPerMajor(bookCurrency), bookCurrency, payment.currency)
      const { feeTypeId, feeTypeName, feeSymbol } = entry
      charges.push({
        productName: product.name,
        feeTypeId,
        feeTypeName,
        feeSymbol,
        chargedOn: on,
        value,
        fee: Math.round(fee),
        banded: entry.pricingStructure.length > 0,
      })
    }
  }
  return charges
}

const standardChargedOn = new Map<number, string>(feeTypes.map(([id, , , on]) => [id, on]))

/** A price list's products as a book in a currency prices them (a fixed fee's symbol is the book's currency). */
function pricedProducts(products: readonly ListedProduct[], bookCurrency: string): PricedProduct[] {
  const types = new Map<number, (typeof feeTypes)[number]>(feeTypes.map((type) => [type[0], type]))
  return products.map((product) => ({
    name: product.name,
    paymentMethods: product.methods,
    entries: product.entries.map(([feeTypeId, value, bands = []]) => ({
      feeTypeId,
      feeTypeName: types.get(feeTypeId)![1],
      feeSymbol: types.get(feeTypeId)![2] === '%' ? '%' : bookCurrency,
      value,
      pricingStructure: bands.map(([fromAmount, bandValue]) => ({ fromAmount, value: bandValue })),
    })),
  }))
}

const standardByCurrency = new Map<string, PricedProduct[]>()

/** What the book of business is charged: the standard price book of a tenant reporting in `bookCurrency`. */
export function standardChargesOf(payment: PricedPayment, bookCurrency: string): Charge[] {
  let products = standardByCurrency.get(bookCurrency)
  if (!products) standardByCurrency.set(bookCurrency, (products = pricedProducts(standardProducts, bookCurrency)))
  return chargesOf(products, (id) => standardChargedOn.get(id) ?? 'payment', payment, bookCurrency)
}

/** The parts a statement and an invoice sum a payment's fees by. */
export const feeParts = ['percentage', 'fixed', 'payout', 'refund', 'chargeback'] as const
export type FeePart = (typeof feeParts)[number]

/** Which part a charge is summed in: a payment's percentage and fixed fees, or the event it is charged on. */
export function partOf(charge: Charge): FeePart | null {
  if (charge.chargedOn === 'payment' || charge.chargedOn === 'conversion')
    return charge.feeSymbol === '%' ? 'percentage' : 'fixed'
  return (feeParts as readonly string[]).includes(charge.chargedOn) ? (charge.chargedOn as FeePart) : null
}

/**
 * One part of the standard fees of a transaction of `type` (a payout pays its payout fee, a payment the rest; `charged`
 * is the three together); for the refund and chargeback parts, what one refund or chargeback of the payment costs.
 * The statement's and invoices' SQL sums it (registered as standard_fee) over a year of payments, so the charges of a
 * method and currency are worked out once, and only a percentage is reckoned per payment (all of them, if a fee
 * has bands by amount).
 */
export function standardFeeOf(
  part: FeePart | 'charged',
  type: string,
  payment: PricedPayment,
  bookCurrency: string,
): number {
  const payout = type === 'Payout'
  const parts: readonly FeePart[] =
    part === 'charged' ? (payout ? ['payout'] : ['percentage', 'fixed']) : (part === 'payout') === payout ? [part] : []
  const key = `${payment.paymentMethod} ${payment.currency} ${bookCurrency}`
  let planned = plans.get(key)
  if (!planned) plans.set(key, (planned = standardChargesOf({ ...payment, amount: 0 }, bookCurrency)))
  const charges = planned.some((charge) => charge.banded) ? standardChargesOf(payment, bookCurrency) : planned
  let sum = 0
  for (const charge of charges) {
    const chargePart = partOf(charge)
    if (!chargePart || !parts.includes(chargePart)) continue
    sum += charge.feeSymbol === '%' ? Math.round((payment.amount * charge.value) / 100) : charge.fee
  }
  return sum
}

/** The standard charges of a method and currency, reckoned once: a fixed fee's conversion, a percentage's value. */
const plans = new Map<string, Charge[]>()
