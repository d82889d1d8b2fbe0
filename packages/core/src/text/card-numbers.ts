// Card numbers never land in free text (PCI DSS 3.4): a PAN typed into a reason, comment or note is masked to its
// first six and last four digits before it is sent, stored or logged.

/**
 * A run of digit groups joined by single spaces or dashes ("4111 1111 1111 1111"), not part of a word (an IBAN); an
 * e-mail address is matched first and kept whole, whatever digits it holds (ayse.4222222222222@example.com is a name,
 * not a card, and masking it would change whom it reaches).
 */
const emailOrRun = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|(?<![A-Za-z\d])\d+(?:[ -]\d+)*/g

/** The Luhn check (ISO/IEC 7812) every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]) * (index % 2 ? 2 : 1)
    sum += digit > 9 ? digit - 9 : digit
  }
  return sum % 10 === 0
}

/**
 * Digits a payment card could carry (ISO/IEC 7812): 13 to 19 of them, opening on a payment card's industry
 * identifier (2 to 6: Mastercard, Amex, Diners and JCB, Visa, Discover), 13 only for Visa's old numbers. A
 * millisecond timestamp in a name (1795676254208) is none, though one in ten passes Luhn.
 */
function isCardShaped(digits: string): boolean {
  return (
    digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && (digits.length > 13 || digits[0] === '4')
  )
}

/**
 * A run with its card numbers masked: the longest span of its groups that is one, preferring a span that opens on
 * four digits ("2026-11-26 4111 1111 1111 1111" masks the card, not "26 4111…"). A card number has at most 19
 * digits, so at most 19 groups: the search stays linear in the text.
 */
function maskRun(text: string): string {
  const groups = text.split(/(?=[ -])/)
  for (const strict of [true, false])
    for (let size = Math.min(groups.length, 19); size > 0; size--)
      for (let start = 0; start + size <= groups.length; start++) {
        const span = groups.slice(start, start + size).join('')
        const digits = span.replace(/\D/g, '')
        if (!isCardShaped(digits) || !passesLuhn(digits) || (strict && !/^\D?\d{4}/.test(span))) continue
        const masked = span.replace(/\d.*/, '') + digits.slice(0, 6) + '*'.repeat(digits.length - 10) + digits.slice(-4)
        return maskRun(groups.slice(0, start).join('')) + masked + maskRun(groups.slice(start + size).join(''))
      }
  return text
}

/** The text with every card number in it masked: 4111 1111 1111 1111 becomes 411111******1111. */
export const maskCardNumbers = (text: string): string =>
  text.replace(emailOrRun, (match) => (match.includes('@') ? match : maskRun(match)))

/** Every string in a JSON value masked (a body's reasons, comments and notes, however deep). */
export function maskCardNumbersIn<T>(value: T): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T
  if (Array.isArray(value)) return value.map(maskCardNumbersIn) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskCardNumbersIn(item)])) as T
  return value
}
