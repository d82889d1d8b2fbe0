import { forwardRef, type InputHTMLAttributes } from 'react'
import { formatNumber, type MoneyValue } from '../format/format'
import { useT, useUi } from '../provider/ui-provider'
import { TextInput } from './inputs'
import { readAmount, type AmountReading } from './read-amount'

export interface AmountField {
  /** What was read: the amount in minor units, or null while empty or unreadable. */
  minor: number | null
  /** Why the text cannot be an amount, in the user's words; undefined when it is one or the box is empty. */
  problem: string | undefined
  reading: AmountReading
}

export interface AmountRules {
  /** The field's currency: a code or sign of another is refused. None when the field stands for several. */
  currency?: string
  decimalPlaces: number
}

/**
 * Reads amounts typed or pasted in the user's locale, the one way every money field reads them, with the reason in
 * words when one cannot be read. The text itself is never changed behind the user's back.
 */
export function useAmountReader(): (text: string, rules: AmountRules) => AmountField {
  const t = useT()
  const { locale } = useUi()
  return (text, { currency, decimalPlaces }) => {
    const reading = readAmount(text, { locale, decimalPlaces, currency })
    const example = formatNumber(1234.5, locale, { digits: decimalPlaces, minimumDigits: decimalPlaces })
    const problem = (() => {
      switch (reading.kind) {
        case 'unreadable':
          return t('amount.unreadable', { text: text.trim(), example })
        case 'negative':
          return t('amount.negative')
        case 'tooManyDecimals':
          return t('amount.tooManyDecimals', { count: reading.decimalPlaces })
        case 'otherCurrency':
          return t('amount.otherCurrency', { currency: currency!, written: reading.written })
        case 'tooLarge':
          return t('amount.tooLarge')
        default:
          return undefined
      }
    })()
    return { minor: reading.kind === 'amount' ? reading.minor : null, problem, reading }
  }
}

/** One money field's text read as `useAmountReader` reads it. */
export const useAmountField = (text: string, rules: AmountRules): AmountField => useAmountReader()(text, rules)

/** An amount as the field writes it when the app fills it (Refund all): the locale's grouping and decimals. */
export function amountText({ amount, decimalPlaces }: MoneyValue, locale: string): string {
  return formatNumber(amount, locale, { digits: decimalPlaces, minimumDigits: decimalPlaces })
}

type AmountInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValueChange: (value: string) => void
}

/**
 * The one input of every money field: it takes what is typed or pasted as it is (a decimal comma or point, grouping,
 * a currency sign) and leaves reading it to `useAmountField`, so nothing typed is dropped or replaced.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onValueChange, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    />
  )
})
