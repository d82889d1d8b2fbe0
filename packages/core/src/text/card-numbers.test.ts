import { describe, expect, it } from 'vitest'
import { maskCardNumbers, maskCardNumbersIn, passesLuhn } from './card-numbers'

describe('maskCardNumbers', () => {
  it.each([
    ['4111111111111111', '411111******1111'],
    ['4111 1111 1111 1111', '411111******1111'],
    ['4111-1111-1111-1111', '411111******1111'],
    ['5555 5555 5555 4444', '555555******4444'],
    ['3782 822463 10005', '378282*****0005'],
    ['6011000990139424', '601100******9424'],
    ['4000056655665556', '400005******5556'],
    ['4222222222222', '422222***2222'],
    ['6250941006528599', '625094******8599'],
  ])('masks the test card %s to its first six and last four', (card, expected) => {
    expect(maskCardNumbers(`Customer read out ${card} on the phone.`)).toBe(
      `Customer read out ${expected} on the phone.`,
    )
  })

  it('masks a card number that follows a date in one run of digits', () => {
    expect(maskCardNumbers('Called 2026-11-26 4111 1111 1111 1111')).toBe('Called 2026-11-26 411111******1111')
  })

  it('masks every card number of a text', () => {
    expect(maskCardNumbers('4111111111111111 and 5555555555554444')).toBe('411111******1111 and 555555******4444')
  })

  it('leaves digit runs that are not card numbers as they are', () => {
    for (const text of [
      'Order ORD-12892, 96.25 EUR',
      'IBAN DE89 3704 0044 0532 0130 00',
      '4111111111111112', // fails the Luhn check
      '411111111111', // 12 digits
      '41111111111111111111', // 20 digits
      'Call +90 532 123 45 67',
      // An address whose digits pass Luhn is still an address (a user created with it must be able to sign in).
      'ayse.4222222222222@bosphorus.test',
      '4111111111111111@example.com',
      // Millisecond timestamps in names pass Luhn one time in ten; no card number starts with 1, 7, 8, 9 or 0.
      'Partners 1795676219250',
      'view 1795676254208',
      '5105105105102', // 13 digits that pass Luhn: only Visa had 13-digit numbers
    ])
      expect(maskCardNumbers(text)).toBe(text)
    expect(maskCardNumbers('card 4222222222222, mail ayse.4222222222222@bosphorus.test')).toBe(
      'card 422222***2222, mail ayse.4222222222222@bosphorus.test',
    )
  })

  it('stays fast on a long run of short groups', () => {
    const text = Array.from({ length: 20_000 }, () => '1').join(' ')
    expect(maskCardNumbers(text)).toHaveLength(text.length)
  })

  it('masks every string of a JSON body', () => {
    expect(
      maskCardNumbersIn({ reason: 'card 4111111111111111', items: [{ note: '5555555555554444' }], amount: 5 }),
    ).toEqual({
      reason: 'card 411111******1111',
      items: [{ note: '555555******4444' }],
      amount: 5,
    })
  })

  it('checks Luhn as ISO/IEC 7812 does', () => {
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('79927398710')).toBe(false)
  })
})
