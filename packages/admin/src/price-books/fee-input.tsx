import { DecimalInput, PercentageInput } from '@paydeck/ui'

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
    <DecimalInput value={value} onValueChange={onValueChange} />
  )
}

/** A fee as it reads: 1.5 %, or 0.20 €. */
export const feeText = (value: number, symbol: string) =>
  symbol === '%' ? `${value.toLocaleString('en', { maximumFractionDigits: 2 })} %` : `${value.toFixed(2)} ${symbol}`
