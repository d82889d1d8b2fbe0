import { currencyDigits } from '@paydeck/core/transactions'
import {
  AmountInput,
  formatFee,
  formatNumber,
  PercentageInput,
  useAmountReader,
  useUi,
  type AmountField,
} from '@paydeck/ui'

/** A fee's value as the design system takes it: a percentage for %, else a decimal amount. */
export function FeeInput({
  symbol,
  value,
  onValueChange,
}: {
  symbol: string
  value: string
  onValueChange: (value: string) => void
}) {
  return symbol === '%' ? (
    <PercentageInput value={value} onValueChange={onValueChange} />
  ) : (
    <AmountInput value={value} onValueChange={onValueChange} />
  )
}

/** Typed text as a number: NaN when it is not one, with the amount input's words for why. */
export interface TypedNumber {
  value: number
  problem: string | undefined
}

/**
 * Reads the price book's typed money as every money field does (a decimal comma, grouping, pasted signs): fees with
 * their two decimals, amounts with their currency's. A percentage is typed with a point only (PercentageInput).
 */
export function useTypedMoney() {
  const read = useAmountReader()
  const numberOf = (field: AmountField): TypedNumber => ({
    value: field.reading.kind === 'amount' ? Number(field.reading.major) : Number.NaN,
    problem: field.problem,
  })
  return {
    /** An amount of a payment in its currency. */
    amount: (text: string, currency: string) => numberOf(read(text, { decimalPlaces: currencyDigits(currency) })),
    /** A fee: a percentage, or a fixed fee with two decimals. */
    fee: (text: string, symbol: string): TypedNumber =>
      symbol === '%'
        ? { value: text.trim() ? Number(text) : Number.NaN, problem: undefined }
        : numberOf(read(text, { decimalPlaces: 2 })),
  }
}

/** A fee as it reads in the user's language: 1.5 % (1,5 % in Turkish), or 0.20 €; and a band's lower amount. */
export function useFeeText() {
  const { locale } = useUi()
  return {
    feeText: (value: number, symbol: string) =>
      symbol === '%' ? `${formatNumber(value, locale, { digits: 2 })} %` : `${formatFee(value, locale)} ${symbol}`,
    amountText: (value: number) => formatNumber(value, locale, { digits: 2 }),
  }
}
