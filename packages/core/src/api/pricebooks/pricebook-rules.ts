import type { RuleProblem as AnyRuleProblem, SetupRuleKey } from '../../labels/rule-labels'

type RuleProblem = AnyRuleProblem<SetupRuleKey>
import type { PricingTier, SavePricebook, SaveProduct } from './pricebooks.schema'

// The form rules of price books, products, fees and pricing structures, shared by the screens and the sandbox; each
// names its problem by key, worded in the reader's language (core's rule labels).

export const PRICEBOOK_NAME_MAX = 80
export const MAX_FIXED_FEE = 100_000

type Problems<T> = Partial<Record<keyof T, RuleProblem>>
const twoDecimals = (value: number) => Math.round(value * 100) === value * 100

export function pricebookProblems(book: SavePricebook): Problems<SavePricebook> {
  const problems: Problems<SavePricebook> = {}
  const name = book.name.trim()
  if (!name) problems.name = { rule: 'bookNameRequired' }
  else if (name.length > PRICEBOOK_NAME_MAX)
    problems.name = { rule: 'nameTooLong', params: { max: PRICEBOOK_NAME_MAX } }
  if (book.description.length > 500) problems.description = { rule: 'descriptionTooLong', params: { max: 500 } }
  if (book.isStandard && !book.isActive) problems.isActive = { rule: 'standardIsActive' }
  return problems
}

export function productProblems(product: SaveProduct): Problems<SaveProduct> {
  const name = product.name.trim()
  if (!name) return { name: { rule: 'productNameRequired' } }
  return name.length > PRICEBOOK_NAME_MAX ? { name: { rule: 'nameTooLong', params: { max: PRICEBOOK_NAME_MAX } } } : {}
}

/** A fee's value: a percentage (symbol %) from 0 to 100, or a fixed amount; two decimals at most. */
export function feeValueProblem(value: number, symbol: string): RuleProblem | null {
  if (!Number.isFinite(value) || value < 0) return { rule: 'feeNotNegative' }
  if (!twoDecimals(value)) return { rule: 'feeTwoDecimals' }
  if (symbol === '%' && value > 100) return { rule: 'percentageAtMost100' }
  // The limit as digits: a screen formats it in the reader's locale.
  if (symbol !== '%' && value > MAX_FIXED_FEE) return { rule: 'fixedFeeAtMost', params: { max: MAX_FIXED_FEE } }
  return null
}

/** Bands by payment amount: the first from 0, each from a higher amount than the one before. */
export function structureProblem(tiers: readonly PricingTier[], symbol: string): RuleProblem | null {
  if (tiers.length === 0) return { rule: 'bandsNone' }
  if (tiers[0]!.fromAmount !== 0) return { rule: 'firstBandFromZero' }
  for (const [index, tier] of tiers.entries()) {
    if (index > 0 && !(tier.fromAmount > tiers[index - 1]!.fromAmount)) return { rule: 'bandsRising' }
    const problem = feeValueProblem(tier.value, symbol)
    if (problem) return { ...problem, band: index + 1 }
  }
  return null
}

/** The value a fee takes for a payment amount: its band's in a pricing structure, else the flat value. */
export function valueFor(entry: { value: number; pricingStructure: readonly PricingTier[] }, amount: number): number {
  let value = entry.value
  for (const tier of entry.pricingStructure) if (amount >= tier.fromAmount) value = tier.value
  return value
}
