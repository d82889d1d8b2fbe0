/**
 * The number of an order reference after its prefix (16843 of ORD-16843), as SQL: an operator reading a number off
 * a receipt or a call types it bare. Indexed (book-of-business.ts), so a bare number is a seek like the reference.
 */
export const REFERENCE_NUMBER = "substr(external_id, instr(external_id, '-') + 1)"
