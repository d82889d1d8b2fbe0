// The keystroke and paste rules of the numeric and masked inputs (seeds 001 and 002, spec-decisions).

/** Digit-only input: digits, and one decimal separator when allowed. */
export function acceptsDigitKey(key: string, current: string, { allowDecimal = false } = {}): boolean {
  if (/^\d$/.test(key)) return true
  return allowDecimal && key === '.' && !current.includes('.')
}

/** Pasted or dropped text into a digit-only input: non-digits stripped, cut to the field's maximum length. */
export function sanitizeDigits(text: string, maxLength?: number): string {
  const digits = text.replace(/\D/g, '')
  return maxLength === undefined ? digits : digits.slice(0, maxLength)
}

/** The value of a digit-only input within its bounds, or the reason it is not. */
export function checkDigitValue(
  value: string,
  { min, max, pattern }: { min?: number; max?: number; pattern?: RegExp } = {},
): 'ok' | 'pattern' | 'min' | 'max' {
  if (value === '') return 'ok'
  if (pattern && !pattern.test(value)) return 'pattern'
  const number = Number(value)
  if (min !== undefined && number < min) return 'min'
  if (max !== undefined && number > max) return 'max'
  return 'ok'
}

/** Decimal input: a comma key becomes a point. */
export function normalizeDecimalKey(key: string): string {
  return key === ',' ? '.' : key
}

const DECIMAL = /^\d*\.?\d*$/

/** Whether text is digits with at most one decimal point. */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text)
}

/** The next value of a decimal input after typing a key at the end, or null when the key is refused. */
export function nextDecimalValue(current: string, key: string): string | null {
  const next = current + normalizeDecimalKey(key)
  return isDecimalText(next) ? next : null
}

/** Pasted text into a decimal input: commas read as points; anything that still does not match is blocked. */
export function pasteDecimal(text: string): string | null {
  const normalised = text.trim().replace(',', '.')
  return isDecimalText(normalised) && normalised !== '' ? normalised : null
}

// 0 to 99 with up to two decimals, or exactly 100; no leading dot, no '00'.
const PERCENTAGE = /^(?:(?:0|[1-9]\d?)(?:\.\d{0,2})?|100(?:\.0{0,2})?)$/

/** Whether text may stand in a percentage input (also while typing: '12.' is on its way to '12.5'). */
export function isPercentageText(text: string): boolean {
  return text === '' || PERCENTAGE.test(text)
}

/** Card number masked on blur: first 6 and last 4 digits shown, the middle starred. */
export function maskCardNumber(digits: string): string {
  const clean = digits.replace(/\D/g, '')
  if (clean.length <= 10) return clean
  return `${clean.slice(0, 6)}${'*'.repeat(clean.length - 10)}${clean.slice(-4)}`
}
