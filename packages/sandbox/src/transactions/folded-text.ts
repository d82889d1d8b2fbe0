/**
 * A text as the customer search compares it: lower case, without accents, and Turkish's dotless ı and dotted İ as
 * i, so "yilmaz", "YILMAZ" and "Yılmaz" find each other (what a person types on any keyboard).
 */
export function foldedText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase()
}

/**
 * A row's customer e-mail and name as the search compares them, in SQL (the index tx_tenant_text holds it, so a
 * statement must spell it exactly so): folded, apart by a character nobody types, so a part never spans the two.
 */
export const CUSTOMER_TEXT = "folded_text(coalesce(customer_email, '') || char(31) || coalesce(customer_name, ''))"

/**
 * The condition of tx_tenant_text, a partial index: true of every row, but a statement reads through the index only
 * if it states this very term, and only the customer search does. Without it, any other scan of a tenant's period
 * took this narrow index for its own (SQLite prefers the narrower of two indexes with the same leading columns) and
 * read every row from the table. It tests an indexed column, so the search still reads the index alone.
 */
export const HAS_CUSTOMER_TEXT = "mode <> ''"
