import { currencyDigits, toMajorUnits } from '@paydeck/core/transactions'
import { formatMoney } from '@paydeck/ui'

/** An amount in minor units, in its currency's decimals and the user's locale. */
export function formatAmount(minor: number, currency: string, locale: string): string {
  return formatMoney(toMajorUnits(minor, currency), currency, { decimalPlaces: currencyDigits(currency), locale })
}
