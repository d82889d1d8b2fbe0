import { describe, expect, it } from 'vitest'
import { notificationText } from './notification-texts'

describe('a notification of reports made ready', () => {
  it('names the one report, and counts several in the form each language’s plural rules take', () => {
    expect(notificationText('reportsReady', { count: 1, titles: 'Daily Sales' }, 'en')?.title).toBe(
      'Daily Sales report is ready',
    )
    expect(notificationText('reportsReady', { count: 3, titles: 'a, b, c' }, 'en')?.title).toBe('3 reports are ready')
    const arabic = (count: number) => notificationText('reportsReady', { count, titles: 'x' }, 'ar')?.title
    expect(arabic(2)).toBe('تقريران جاهزان')
    expect(arabic(3)).toBe('3 تقارير جاهزة')
    expect(arabic(11)).toBe('11 تقريرًا جاهزًا')
    expect(arabic(100)).toBe('100 تقرير جاهز')
  })
})
