import { DecimalInput, formatFee, formatNumber, PercentageInput, useUi } from '@paydeck/ui'

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

/** A fee as it reads in the user's language: 1.5 % (1,5 % in Turkish), or 0.20 €; and a band's lower amount. */
export function useFeeText() {
  const { locale } = useUi()
  return {
    feeText: (value: number, symbol: string) =>
      symbol === '%' ? `${formatNumber(value, locale, { digits: 2 })} %` : `${formatFee(value, locale)} ${symbol}`,
    amountText: (value: number) => formatNumber(value, locale, { digits: 2 }),
  }
}
