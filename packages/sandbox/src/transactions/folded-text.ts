/**
 * A text as the customer search compares it: lower case, without accents, and Turkish's dotless ı and dotted İ as
 * i, so "yilmaz", "YILMAZ" and "Yılmaz" find each other (what a person types on any keyboard).
 */
export function foldedText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase()
}
