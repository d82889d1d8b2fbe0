import { describe, expect, it } from 'vitest'
import { readAmount } from './read-amount'

const eur = (text: string, locale = 'en-GB') => readAmount(text, { locale, decimalPlaces: 2, currency: 'EUR' })
const minorOf = (text: string, locale?: string) => {
  const reading = eur(text, locale)
  return reading.kind === 'amount' ? reading.minor : reading.kind
}

describe('readAmount', () => {
  it('reads what is pasted in English, with a decimal point or a decimal comma', () => {
    expect(minorOf('70.50')).toBe(7050)
    expect(minorOf('70,50')).toBe(7050)
    expect(minorOf('1,234.50')).toBe(123450)
    expect(minorOf('1.234,50')).toBe(123450)
    expect(minorOf('€1,234.50')).toBe(123450)
    expect(minorOf(' 1 234,5 ')).toBe(123450)
    expect(minorOf('EUR 10')).toBe(1000)
    expect(minorOf('10 €')).toBe(1000)
    expect(minorOf('.5')).toBe(50)
  })

  it('reads what is pasted in Turkish', () => {
    expect(minorOf('70,50', 'tr-TR')).toBe(7050)
    expect(minorOf('1.234,50', 'tr-TR')).toBe(123450)
    expect(minorOf('1.234.567,8', 'tr-TR')).toBe(123456780)
    expect(minorOf('€70,50', 'tr-TR')).toBe(7050)
    expect(minorOf('70.5', 'tr-TR')).toBe(7050)
  })

  it('reads what is pasted in Arabic, with Latin or Arabic-Indic digits', () => {
    expect(minorOf('70.50', 'ar')).toBe(7050)
    expect(minorOf('١٬٢٣٤٫٥٠', 'ar')).toBe(123450)
    expect(minorOf('EUR 1,234.50', 'ar')).toBe(123450)
    expect(minorOf('٧٠٫٥', 'ar')).toBe(7050)
  })

  it('reads a lone separator before three digits as the locale writes it, and never guesses a thousandfold', () => {
    expect(minorOf('1,234')).toBe(123400)
    expect(minorOf('1.234')).toBe('tooManyDecimals')
    expect(minorOf('1.234', 'tr-TR')).toBe(123400)
    expect(minorOf('1,234', 'tr-TR')).toBe('tooManyDecimals')
    expect(minorOf('0,125')).toBe('tooManyDecimals')
    const kwd = readAmount('1.234', { locale: 'en-GB', decimalPlaces: 3, currency: 'KWD' })
    expect(kwd).toEqual({ kind: 'amount', minor: 1234, major: '1.234' })
  })

  it('keeps every digit of the currency and none more', () => {
    expect(eur('150.06')).toEqual({ kind: 'amount', minor: 15006, major: '150.06' })
    expect(eur('0.7')).toEqual({ kind: 'amount', minor: 70, major: '0.70' })
    expect(eur('10.255')).toEqual({ kind: 'tooManyDecimals', decimalPlaces: 2 })
    expect(readAmount('1,500', { locale: 'en-GB', decimalPlaces: 0, currency: 'JPY' })).toEqual({
      kind: 'amount',
      minor: 1500,
      major: '1500',
    })
    expect(readAmount('1500.5', { locale: 'en-GB', decimalPlaces: 0, currency: 'JPY' }).kind).toBe('tooManyDecimals')
  })

  it('refuses what it cannot read instead of guessing', () => {
    expect(minorOf('')).toBe('empty')
    expect(minorOf('   ')).toBe('empty')
    expect(minorOf('abc')).toBe('unreadable')
    expect(minorOf('12,34.50')).toBe('unreadable')
    expect(minorOf('1,2,3')).toBe('unreadable')
    expect(minorOf('1.234.5,6.7')).toBe('unreadable')
    expect(minorOf('10.50.20')).toBe('unreadable')
    expect(minorOf('1e5')).toBe('unreadable')
    expect(minorOf('-10')).toBe('negative')
    expect(minorOf('€-10')).toBe('negative')
    expect(minorOf('(10.00)')).toBe('negative')
    expect(minorOf('99999999999999999')).toBe('tooLarge')
  })

  it('refuses an amount written in another currency', () => {
    expect(eur('$10')).toEqual({ kind: 'otherCurrency', written: '$' })
    expect(eur('USD 10')).toEqual({ kind: 'otherCurrency', written: 'USD' })
    expect(readAmount('₺10', { locale: 'tr-TR', decimalPlaces: 2, currency: 'TRY' }).kind).toBe('amount')
    expect(readAmount('£10', { locale: 'en-GB', decimalPlaces: 2, currency: 'GBP' }).kind).toBe('amount')
  })
})
