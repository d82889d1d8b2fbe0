// Card numbers never land in free text (PCI DSS 3.4): a PAN typed into a reason, comment or note is masked to its
// first six and last four digits before it is sent, stored or logged.

/** A run of digit groups joined by single spaces or dashes ("4111 1111 1111 1111"), not part of a word (an IBAN). */
const run = /(?<![A-Za-z\d])\d+(?:[ -]\d+)*/g

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
        if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits) || (strict && !/^\D?\d{4}/.test(span)))
          continue
        const masked = span.replace(/\d.*/, '') + digits.slice(0, 6) + '*'.repeat(digits.length - 10) + digits.slice(-4)
        return maskRun(groups.slice(0, start).join('')) + masked + maskRun(groups.slice(start + size).join(''))
      }
  return text
}

/** The text with every card number in it masked: 4111 1111 1111 1111 becomes 411111******1111. */
export const maskCardNumbers = (text: string): string => text.replace(run, maskRun)

/** Every string in a JSON value masked (a body's reasons, comments and notes, however deep). */
export function maskCardNumbersIn<T>(value: T): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T
  if (Array.isArray(value)) return value.map(maskCardNumbersIn) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskCardNumbersIn(item)])) as T
  return value
}
