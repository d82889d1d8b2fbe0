import type { bankOrderColumns } from '@paydeck/core/transaction-actions'
import { currencyDigits } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { references } from '../db/references'
import { isValidIban, normaliseIban } from './iban'

// A bank order file's rule for one row (seed 001): a beneficiary, a valid IBAN, a currency paid in, an amount in that
// currency's digits and a reference; else why not, in words.

const amountPattern = /^\d+(\.\d+)?$/

export interface BankOrderItemFields {
  beneficiary: string
  iban: string
  amount: number
  currency: string
  reference: string
}

export function bankOrderRowChecker(db: SandboxDatabase) {
  const known = references(db)
  return function checkRow(values: Record<(typeof bankOrderColumns)[number], string>): BankOrderItemFields | string {
    const iban = normaliseIban(values.iban)
    const currency = values.currency.toUpperCase()
    if (!values.beneficiary) return 'The beneficiary is missing.'
    if (values.beneficiary.length > 140) return 'The beneficiary has more than 140 characters.'
    if (!isValidIban(iban)) return `${values.iban || 'An empty IBAN'} is not a valid IBAN.`
    if (!known.isCurrency(currency, { active: true }))
      return `${values.currency || 'An empty currency'} is not a currency we pay in.`
    const digits = currencyDigits(currency)
    if (!amountPattern.test(values.amount) || Number(values.amount) <= 0)
      return `${values.amount || 'An empty amount'} is not an amount: write it like 125.50.`
    if ((values.amount.split('.')[1] ?? '').length > digits)
      return `${values.amount} has more decimals than ${currency}'s ${digits}.`
    if (!values.reference) return 'The reference is missing.'
    if (values.reference.length > 35) return 'The reference has more than 35 characters.'
    const [whole, fraction = ''] = values.amount.split('.')
    const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0)
    return { beneficiary: values.beneficiary, iban, amount, currency, reference: values.reference }
  }
}
