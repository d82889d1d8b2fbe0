import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translator'
import {
  formatChartLabel,
  formatDate,
  formatFee,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatSwift,
  mask,
  parseDayMonthYear,
  startOfDayUtc,
  zoneName,
} from './format'

const t = createTranslator('en')
const moment = '2026-03-05T22:30:15Z'

describe('money', () => {
  it('uses the currency’s decimal places', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50')
    expect(formatMoney(1234, 'JPY', { decimalPlaces: 0 })).toBe('JP¥1,234')
    expect(formatMoney(1.2345, 'BHD', { decimalPlaces: 3 })).toBe('BHD\u00a01.235')
  })
  it('writes a money value with its own decimals, in the locale and direction given', () => {
    expect(formatMoney({ amount: 1234, currency: 'HUF', decimalPlaces: 2 }, 'en-GB')).toBe('HUF\u00a01,234.00')
    expect(formatMoney({ amount: 0.5, currency: 'KWD', decimalPlaces: 3 }, 'tr')).toBe('KWD\u00a00,500')
    expect(formatMoney({ amount: -12.5, currency: 'EUR', decimalPlaces: 2 }, 'ar')).toMatch(/^[^٠-٩]*12\.50[^٠-٩]*$/)
    expect(formatMoney({ amount: -12.5, currency: 'EUR', decimalPlaces: 2 }, 'ar')).toContain('EUR')
  })
  it('never writes a negative zero, on an empty chart’s axis or a net of nothing', () => {
    expect(formatMoney(-0, 'EUR')).toBe('€0.00')
    expect(formatMoney(-0.001, 'EUR')).toBe('€0.00')
    expect(formatMoney(-0.01, 'EUR')).toBe('-€0.01')
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(-0.2)).toBe('0')
    expect(formatNumber(-3)).toBe('-3')
  })
  it('shows fees with 2 decimals', () => {
    expect(formatFee(99)).toBe('99.00')
    expect(formatFee(0.125)).toBe('0.13')
  })
})

describe('percentages', () => {
  it('writes a share or a change as the locale does, the same in every card', () => {
    expect(formatPercent(90.1, 'en-GB')).toBe('90.1%')
    expect(formatPercent(90.1, 'tr')).toBe('%90,1')
    expect(formatPercent(89.456, 'tr')).toBe('%89,5')
    expect(formatPercent(1.5, 'en-GB', { signed: true })).toBe('+1.5%')
    expect(formatPercent(-4.25, 'tr', { signed: true })).toBe('-%4,3')
    expect(formatPercent(0, 'en-GB', { signed: true })).toBe('0%')
    expect(formatPercent(45.5, 'en-GB', { digits: 2 })).toBe('45.5%')
  })
})

describe('dates in the user’s time zone', () => {
  it('formats DD/MM/YYYY, with minutes and with seconds', () => {
    expect(formatDate(moment, { timeZone: 'UTC' })).toBe('05/03/2026')
    expect(formatDate(moment, { timeZone: 'UTC', time: 'minutes' })).toBe('05/03/2026 22:30')
    expect(formatDate(moment, { timeZone: 'UTC', time: 'seconds' })).toBe('05/03/2026 22:30:15')
  })
  it('moves to the next day where the zone says so', () => {
    expect(formatDate(moment, { timeZone: 'Europe/Istanbul', time: 'minutes' })).toBe('06/03/2026 01:30')
  })
  it('names a zone with its offset on the day asked, across daylight saving', () => {
    expect(zoneName('Europe/Stockholm', '2026-11-25T12:00:00Z')).toBe('Europe/Stockholm, GMT+1')
    expect(zoneName('Europe/Stockholm', '2026-07-01T12:00:00Z')).toBe('Europe/Stockholm, GMT+2')
    expect(zoneName('Asia/Kathmandu', moment)).toBe('Asia/Kathmandu, GMT+5:45')
    expect(zoneName('UTC', moment)).toBe('UTC')
  })
  it('names a time’s own offset where it differs from the screen’s line, so the repeated hour reads twice apart', () => {
    const winter = '2026-11-25T12:00:00Z'
    // Before and after London's October change, read on a screen whose line says GMT (winter).
    expect(formatDate('2026-10-24T12:00:00Z', { timeZone: 'Europe/London', time: 'minutes', lineAt: winter })).toBe(
      '24/10/2026 13:00 GMT+1',
    )
    expect(formatDate('2026-10-26T12:00:00Z', { timeZone: 'Europe/London', time: 'minutes', lineAt: winter })).toBe(
      '26/10/2026 12:00',
    )
    // 01:30 happens twice on 25 October: the two instants never read the same.
    const first = formatDate('2026-10-25T00:30:00Z', { timeZone: 'Europe/London', time: 'minutes', lineAt: winter })
    const second = formatDate('2026-10-25T01:30:00Z', { timeZone: 'Europe/London', time: 'minutes', lineAt: winter })
    expect([first, second]).toEqual(['25/10/2026 01:30 GMT+1', '25/10/2026 01:30'])
    // A date alone names no offset; UTC never changes.
    expect(formatDate('2026-10-24T12:00:00Z', { timeZone: 'Europe/London', lineAt: winter })).toBe('24/10/2026')
    expect(formatDate('2026-07-01T12:00:00Z', { timeZone: 'UTC', time: 'minutes', lineAt: winter })).toBe(
      '01/07/2026 12:00',
    )
  })
  it('labels charts DD/MM or DD/MM HH', () => {
    expect(formatChartLabel(moment, { timeZone: 'UTC' })).toBe('05/03')
    expect(formatChartLabel(moment, { timeZone: 'UTC', hourly: true })).toBe('05/03 22')
  })
})

describe('relative time', () => {
  const now = Date.parse(moment)
  const ago = (seconds: number) => formatRelativeTime(now - seconds * 1000, t, { now })
  it('says just now under a minute', () => {
    expect(ago(0)).toBe('just now')
    expect(ago(59)).toBe('just now')
  })
  it('counts minutes under an hour', () => {
    expect(ago(60)).toBe('1 minute ago')
    expect(ago(59 * 60 + 59)).toBe('59 minutes ago')
  })
  it('counts hours under a day', () => {
    expect(ago(3600)).toBe('1h ago')
    expect(ago(23 * 3600 + 3599)).toBe('23h ago')
  })
  it('shows the date after a day', () => {
    expect(ago(24 * 3600)).toBe('04/03/2026 22:30')
  })
  it('speaks Turkish too', () => {
    expect(formatRelativeTime(now - 5 * 60_000, createTranslator('tr'), { now })).toBe('5 dakika önce')
  })
})

describe('codes and masks', () => {
  it('groups SWIFT codes 4-2-2-4', () => {
    expect(formatSwift('deutdeff500')).toBe('DEUT DE FF 500')
    expect(formatSwift('NWBKGB2L')).toBe('NWBK GB 2L')
  })
  it('keeps the first 6 and last 4', () => {
    expect(mask('4111111111111111')).toBe('411111******1111')
    expect(mask('1234567890')).toBe('1234567890')
  })
})

describe('day/month/year parsing', () => {
  it('reads three parts into the start of the day in UTC', () => {
    expect(parseDayMonthYear('05/03/2026')?.toISOString()).toBe('2026-03-05T00:00:00.000Z')
  })
  it('gives nothing for anything but three valid parts', () => {
    expect(parseDayMonthYear('05/03')).toBeNull()
    expect(parseDayMonthYear('31/02/2026')).toBeNull()
    expect(parseDayMonthYear('aa/bb/cccc')).toBeNull()
  })
  it('normalises a picked day to its start in UTC', () => {
    expect(startOfDayUtc(2026, 12, 31).toISOString()).toBe('2026-12-31T00:00:00.000Z')
  })
})

describe('numbers in Arabic', () => {
  it('keeps Latin digits and names the currency by its code, so the direction of the text cannot turn it about', () => {
    expect(formatMoney(2403.82, 'GBP', { locale: 'ar' })).toMatch(/^\D*2,403\.82\D*$/)
    expect(formatMoney(2403.82, 'GBP', { locale: 'ar' })).toContain('GBP')
    expect(formatNumber(12345, 'ar')).toBe('12,345')
    expect(formatPercent(89.1, 'ar')).toMatch(/89\.1/)
    expect(formatMoney(2403.82, 'GBP', { locale: 'en-GB' })).toBe('£2,403.82')
  })
})
