import { describe, expect, it } from 'vitest'
import { ruleText } from '../../labels/rule-labels'
import { feeValueProblem, MAX_FIXED_FEE, pricebookProblems, structureProblem, valueFor } from './pricebook-rules'

describe('price book rules', () => {
  it('wants a name, and a standard price book active', () => {
    expect(pricebookProblems({ name: ' ', description: '', isStandard: true, isActive: false, ownerId: null })).toEqual(
      { name: { rule: 'bookNameRequired' }, isActive: { rule: 'standardIsActive' } },
    )
  })

  it('bounds percentages and fixed fees to two decimals', () => {
    expect(feeValueProblem(1.25, '%')).toBeNull()
    expect(feeValueProblem(101, '%')).toEqual({ rule: 'percentageAtMost100' })
    expect(feeValueProblem(0.125, '€')).toEqual({ rule: 'feeTwoDecimals' })
    expect(feeValueProblem(-1, '€')).toEqual({ rule: 'feeNotNegative' })
    expect(feeValueProblem(MAX_FIXED_FEE, '€')).toBeNull()
    expect(feeValueProblem(MAX_FIXED_FEE + 0.01, '€')).toEqual({
      rule: 'fixedFeeAtMost',
      params: { max: MAX_FIXED_FEE },
    })
  })

  it('wants bands from 0, rising, and picks the band of an amount', () => {
    expect(structureProblem([], '%')).toEqual({ rule: 'bandsNone' })
    expect(structureProblem([{ fromAmount: 10, value: 1 }], '%')).toEqual({ rule: 'firstBandFromZero' })
    expect(
      structureProblem(
        [
          { fromAmount: 0, value: 1.8 },
          { fromAmount: 0, value: 1.5 },
        ],
        '%',
      ),
    ).toEqual({ rule: 'bandsRising' })
    const entry = {
      value: 2,
      pricingStructure: [
        { fromAmount: 0, value: 1.8 },
        { fromAmount: 100, value: 1.5 },
        { fromAmount: 1000, value: 1.2 },
      ],
    }
    expect([valueFor(entry, 50), valueFor(entry, 100), valueFor(entry, 5000)]).toEqual([1.8, 1.5, 1.2])
    expect(valueFor({ value: 2, pricingStructure: [] }, 50)).toBe(2)
  })

  it('words a problem in the reader’s language, a band’s under its number, English for a language it has not', () => {
    const inBand = structureProblem(
      [
        { fromAmount: 0, value: 1 },
        { fromAmount: 100, value: 101 },
      ],
      '%',
    )!
    expect(ruleText(inBand, 'en')).toBe('Band 2: A percentage is at most 100.')
    expect(ruleText(inBand, 'tr-TR')).toBe('Dilim 2: Yüzde en fazla 100 olabilir.')
    expect(ruleText({ rule: 'nameTooLong', params: { max: 80 } }, 'ar')).toBe('لا يتجاوز الاسم 80 حرفًا.')
    expect(ruleText({ rule: 'bookNameRequired' }, 'de')).toBe('Name the price book.')
  })
})
