// @paydeck/core/values: money and time as values, with their conversions and nothing else (no client, no
// dependency), the one home core, ui and the sandbox read them from.
export { currencyDigits, decimalText, minorPerMajor, moneyOf, toMajorUnits, toMinorUnits } from './money'
export type { MoneyValue } from './money'
export * from '../time/index'
