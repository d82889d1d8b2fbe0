import { describe, expect, it } from 'vitest'
import { feeValueProblem, pricebookProblems, structureProblem, valueFor } from './pricebook-rules'

describe('price book rules', () => {
  it('wants a name, and a standard price book active', () => {
    expect(pricebookProblems({ name: ' ', description: '', isStandard: true, isActive: false, ownerId: null })).toEqual(
      {
        name: 'Name the price book.',
        isActive: 'A standard price book is active.',
      },
    )
  })

  it('bounds percentages and fixed fees to two decimals', () => {
    expect(feeValueProblem(1.25, '%')).toBeNull()
    expect(feeValueProblem(101, '%')).toBe('A percentage is at most 100.')
    expect(feeValueProblem(0.125, '€')).toBe('A fee has at most two decimals.')
    expect(feeValueProblem(-1, '€')).toBe('Enter a fee of 0 or more.')
  })

  it('wants bands from 0, rising, and picks the band of an amount', () => {
    expect(structureProblem([{ fromAmount: 10, value: 1 }], '%')).toBe('The first band starts at 0.')
    expect(
      structureProblem(
        [
          { fromAmount: 0, value: 1.8 },
          { fromAmount: 0, value: 1.5 },
        ],
        '%',
      ),
    ).toBe('Each band starts at a higher amount than the one before.')
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
})
