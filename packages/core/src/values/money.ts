// ISO 4217 minor units: most currencies have two decimals; these are the exceptions a back-office meets.
const minorDigits: Record<string, number> = {
  BHD: 3,
  CLP: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  UGX: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
}

/** How many decimals a currency's amounts have (amounts travel in minor units: 1050 EUR minor = 10.50 EUR). */
export const currencyDigits = (currency: string): number => minorDigits[currency.toUpperCase()] ?? 2

/** A major-unit amount (10.5) in the currency's minor units (1050), rounded to a whole unit. */
export const toMinorUnits = (major: number, currency: string): number =>
  Math.round(major * 10 ** currencyDigits(currency))

/** Minor units in one major unit of the currency: 100 for EUR, 1 for JPY, 1000 for KWD. */
export const minorPerMajor = (currency: string): number => 10 ** currencyDigits(currency)

/** An amount in minor units as plain decimal text, exactly (1050 EUR → '10.50', -5 → '-0.05'): a CSV cell's. */
export function decimalText(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  const whole = Math.round(minor)
  if (digits === 0) return String(whole)
  const written = String(Math.abs(whole)).padStart(digits + 1, '0')
  return `${whole < 0 ? '-' : ''}${written.slice(0, -digits)}.${written.slice(-digits)}`
}

/** Minor units to the major unit (1050 → 10.5). */
export const toMajorUnits = (minor: number, currency: string): number => minor / 10 ** currencyDigits(currency)

/** An amount as a screen writes it: the major-unit value with its currency's decimals (ui's `formatMoney` takes it). */
export interface MoneyValue {
  amount: number
  currency: string
  decimalPlaces: number
}

/** An amount in minor units, as the API sends it, made a value to write: `formatMoney(moneyOf(1050, 'EUR'), locale)`. */
export const moneyOf = (minor: number, currency: string): MoneyValue => ({
  amount: toMajorUnits(minor, currency),
  currency,
  decimalPlaces: currencyDigits(currency),
})
