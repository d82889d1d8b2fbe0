// Card numbers never land in free text (PCI DSS 3.4): a PAN typed into a reason, comment or note is masked to its
// first six and last four digits before it is sent, stored or logged.

/** A run of digit groups joined by single spaces or dashes ("4111 1111 1111 1111"), not part of a word (an IBAN). */
const run = /(?<![A-Za-z\d])\d+(?:[ -]\d+)*/g

/** The Luhn check (ISO/IEC 7812) every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

const isCardNumber = (digits: string) => digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)
const masked = (digits: string) => `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`

/** The first span of a run's groups that is a card number, longest first; `strict` wants it to open on 4+ digits. */
function findCard(groups: string[], strict: boolean) {
  // A card number has at most 19 digits, so at most 19 groups: the search stays linear in the text.
  for (let size = Math.min(groups.length, 19); size > 0; size--)
    for (let start = 0; start + size <= groups.length; start++) {
      const span = groups.slice(start, start + size).join('')
      const digits = span.replace(/[ -]/g, '')
      if (isCardNumber(digits) && (!strict || /^[ -]?\d{4}/.test(span))) return { start, size, span, digits }
    }
  return null
}

/** A run with its card numbers masked: the whole run, or the spans of its groups that are one. */
function maskRun(text: string): string {
  const groups = text.split(/(?=[ -])/)
  const card = findCard(groups, true) ?? findCard(groups, false)
  if (!card) return text
  const { start, size, span, digits } = card
  const lead = /^[ -]/.test(span) ? span[0] : ''
  return maskRun(groups.slice(0, start).join('')) + lead + masked(digits) + maskRun(groups.slice(start + size).join(''))
}

/** The text with every card number in it masked: 4111 1111 1111 1111 becomes 411111******1111. */
export function maskCardNumbers(text: string): string {
  return text.replace(run, maskRun)
}

/** Every string in a JSON value masked (a body's reasons, comments and notes, however deep). */
export function maskCardNumbersIn<T>(value: T): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T
  if (Array.isArray(value)) return value.map(maskCardNumbersIn) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskCardNumbersIn(item)])) as T
  return value
}
