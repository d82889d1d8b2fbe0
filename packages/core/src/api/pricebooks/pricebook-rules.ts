import type { PricingTier, SavePricebook, SaveProduct } from './pricebooks.schema'

// The form rules of price books, products, fees and pricing structures, shared by the screens and the sandbox.

export const PRICEBOOK_NAME_MAX = 80
export const MAX_FIXED_FEE = 100_000

type Problems<T> = Partial<Record<keyof T, string>>
const twoDecimals = (value: number) => Math.round(value * 100) === value * 100

export function pricebookProblems(book: SavePricebook): Problems<SavePricebook> {
  const problems: Problems<SavePricebook> = {}
  const name = book.name.trim()
  if (!name) problems.name = 'Name the price book.'
  else if (name.length > PRICEBOOK_NAME_MAX) problems.name = `A name has at most ${PRICEBOOK_NAME_MAX} characters.`
  if (book.description.length > 500) problems.description = 'A description has at most 500 characters.'
  if (book.isStandard && !book.isActive) problems.isActive = 'A standard price book is active.'
  return problems
}

export function productProblems(product: SaveProduct): Problems<SaveProduct> {
  const name = product.name.trim()
  if (!name) return { name: 'Name the product.' }
  return name.length > PRICEBOOK_NAME_MAX ? { name: `A name has at most ${PRICEBOOK_NAME_MAX} characters.` } : {}
}

/** A fee's value: a percentage (symbol %) from 0 to 100, or a fixed amount; two decimals at most. */
export function feeValueProblem(value: number, symbol: string): string | null {
  if (!Number.isFinite(value) || value < 0) return 'Enter a fee of 0 or more.'
  if (!twoDecimals(value)) return 'A fee has at most two decimals.'
  if (symbol === '%' && value > 100) return 'A percentage is at most 100.'
  if (symbol !== '%' && value > MAX_FIXED_FEE) return `A fixed fee is at most ${MAX_FIXED_FEE.toLocaleString('en')}.`
  return null
}

/** Bands by payment amount: the first from 0, each from a higher amount than the one before. */
export function structureProblem(tiers: readonly PricingTier[], symbol: string): string | null {
  if (tiers.length === 0) return 'Add at least one band, from 0.'
  if (tiers[0]!.fromAmount !== 0) return 'The first band starts at 0.'
  for (const [index, tier] of tiers.entries()) {
    if (index > 0 && !(tier.fromAmount > tiers[index - 1]!.fromAmount))
      return 'Each band starts at a higher amount than the one before.'
    const problem = feeValueProblem(tier.value, symbol)
    if (problem) return `Band ${index + 1}: ${problem}`
  }
  return null
}

/** The value a fee takes for a payment amount: its band's in a pricing structure, else the flat value. */
export function valueFor(entry: { value: number; pricingStructure: readonly PricingTier[] }, amount: number): number {
  let value = entry.value
  for (const tier of entry.pricingStructure) if (amount >= tier.fromAmount) value = tier.value
  return value
}
