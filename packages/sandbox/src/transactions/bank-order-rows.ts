import type { bankOrderColumns } from '@paydeck/core/transaction-actions'
import { currencyDigits } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { references } from '../db/references'
import { isValidIban, normaliseIban } from './iban'

// A bank order file's rule for one row (seed 001): a beneficiary, a valid IBAN, a currency paid in, an amount in that
// currency's digits and a reference; else why not, as an English template and its values, worded when answered.

const amountPattern = /^\d+(\.\d+)?$/

export interface BankOrderItemFields {
  beneficiary: string
  iban: string
  amount: number
  currency: string
  reference: string
}

/** Why a row cannot be paid: a template of the sandbox's words and what fills it. */
export interface RowProblem {
  problem: string
  params?: Record<string, string | number>
}

export function bankOrderRowChecker(db: SandboxDatabase) {
  const known = references(db)
  return function checkRow(
    values: Record<(typeof bankOrderColumns)[number], string>,
  ): BankOrderItemFields | RowProblem {
    const iban = normaliseIban(values.iban)
    const currency = values.currency.toUpperCase()
    if (!values.beneficiary) return { problem: 'The beneficiary is missing.' }
    if (values.beneficiary.length > 140) return { problem: 'The beneficiary has more than 140 characters.' }
    if (!values.iban) return { problem: 'The IBAN is missing.' }
    if (!isValidIban(iban)) return { problem: '{iban} is not a valid IBAN.', params: { iban: values.iban } }
    if (!values.currency) return { problem: 'The currency is missing.' }
    if (!known.isCurrency(currency, { active: true }))
      return { problem: '{currency} is not a currency we pay in.', params: { currency: values.currency } }
    const digits = currencyDigits(currency)
    if (!values.amount) return { problem: 'The amount is missing.' }
    if (!amountPattern.test(values.amount) || Number(values.amount) <= 0)
      return { problem: '{amount} is not an amount: write it like 125.50.', params: { amount: values.amount } }
    if ((values.amount.split('.')[1] ?? '').length > digits)
      return {
        problem: '{amount} has more decimals than {currency} has ({digits}).',
        params: { amount: values.amount, currency, digits },
      }
    if (!values.reference) return { problem: 'The reference is missing.' }
    if (values.reference.length > 35) return { problem: 'The reference has more than 35 characters.' }
    const [whole, fraction = ''] = values.amount.split('.')
    const amount = Number(`${whole}${fraction.padEnd(digits, '0')}`)
    return { beneficiary: values.beneficiary, iban, amount, currency, reference: values.reference }
  }
}
