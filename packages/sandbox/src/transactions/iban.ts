/** An IBAN with its spaces taken out and its letters in capitals, as banks compare them. */
export const normaliseIban = (text: string) => text.replace(/\s+/g, '').toUpperCase()

/** ISO 13616: country, two check digits, up to 30 letters and digits, and the whole mod 97 equal to 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}
