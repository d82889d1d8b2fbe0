import { describe, expect, it } from 'vitest'
import { neutraliseCell, toCsv } from './csv'

describe('CSV files the sandbox writes', () => {
  it('keeps a spreadsheet from running any cell as a formula', () => {
    for (const hostile of [
      '=HYPERLINK("http://evil.test","x")',
      '+1+1',
      '-2+3',
      '-1-1',
      '-2e3',
      '@SUM(A1)',
      '\tcmd',
      '\r=1',
    ]) {
      expect(neutraliseCell(hostile)).toBe(`'${hostile}`)
    }
    expect(neutraliseCell('Refund not received')).toBe('Refund not received')
    expect(neutraliseCell(-12.5)).toBe('-12.5')
    // A refund's amount as the CSV writes it: a number a spreadsheet sums, not a formula.
    expect(neutraliseCell('-30.00')).toBe('-30.00')
    expect(neutraliseCell(null)).toBe('')
  })

  it('starts with a byte order mark, then quotes commas, quotes and line breaks, after neutralising', () => {
    const csv = toCsv(
      ['id', 'content'],
      [
        { id: 1, content: 'Hello, "world"\nsecond line' },
        { id: 2, content: '=1+2' },
      ],
    )
    expect(csv).toBe('\uFEFFid,content\n1,"Hello, ""world""\nsecond line"\n2,\'=1+2\n')
  })
})
