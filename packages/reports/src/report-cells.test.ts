import { describe, expect, it } from 'vitest'
import type { ReportColumnDefinition } from '@paydeck/core/reports'
import { cellText } from './report-cells'

const column = (name: string, type: ReportColumnDefinition['type']) =>
  ({ name, label: name, type, sortable: true, defaultVisible: true }) as ReportColumnDefinition

describe('a report cell', () => {
  it('writes days and times as the filters do, a time in the report’s zone, a day wherever it is read', () => {
    expect(cellText(column('day', 'date'), { day: '2026-11-01' }, 'en', 'America/Los_Angeles')).toBe('01/11/2026')
    expect(cellText(column('at', 'datetime'), { at: '2026-11-01T08:30:00.000Z' }, 'en', 'Europe/Istanbul')).toBe(
      '01/11/2026 11:30',
    )
    // A month is not a day: shown as the report gives it.
    expect(cellText(column('month', 'date'), { month: '2026-11' }, 'en')).toBe('2026-11')
  })

  it('writes a percentage as the locale does', () => {
    expect(cellText(column('share', 'percent'), { share: 89.5 }, 'en')).toBe('89.5%')
    expect(cellText(column('share', 'percent'), { share: 89.5 }, 'tr')).toBe('%89,5')
  })
})
