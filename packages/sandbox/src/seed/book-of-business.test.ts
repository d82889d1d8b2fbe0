import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'

describe('the book of business', () => {
  const sandbox = createSandbox({ database: ':memory:', transactions: 4_000 })
  afterAll(() => sandbox.close())
  const count = (sql: string) => (sandbox.db.prepare(sql).get() as { n: number }).n

  it('never puts one scheme on a payment and another on its card', () => {
    expect(count("SELECT COUNT(*) AS n FROM transactions WHERE payment_method = 'VISA' AND card_brand <> 'Visa'")).toBe(
      0,
    )
    expect(
      count(
        "SELECT COUNT(*) AS n FROM transactions WHERE payment_method = 'MASTERCARD' AND card_brand <> 'Mastercard'",
      ),
    ).toBe(0)
    expect(count("SELECT COUNT(*) AS n FROM transactions WHERE payment_method = 'AMEX' AND card_brand <> 'Amex'")).toBe(
      0,
    )
    // A card's first digits are its scheme's: 4 for Visa, 5 for Mastercard, 37 for American Express.
    expect(
      count(`SELECT COUNT(*) AS n FROM transactions WHERE card_brand IS NOT NULL AND NOT (
        (card_brand = 'Visa' AND card_bin LIKE '4%') OR (card_brand = 'Mastercard' AND card_bin LIKE '5%')
        OR (card_brand = 'Amex' AND card_bin LIKE '37%'))`),
    ).toBe(0)
    // Wallets carry either scheme; methods without a card carry none.
    expect(count("SELECT COUNT(DISTINCT card_brand) AS n FROM transactions WHERE payment_method = 'APPLEPAY'")).toBe(2)
    expect(
      count(
        "SELECT COUNT(*) AS n FROM transactions WHERE payment_method IN ('SEPA_DD', 'IDEAL') AND card_brand IS NOT NULL",
      ),
    ).toBe(0)
  })
  it('tells no story of a payment before it was made, disputes planted for the first merchant included', () => {
    expect(
      count(`SELECT COUNT(*) AS n FROM transaction_events e JOIN transactions t ON t.id = e.transaction_id
        WHERE e.created < t.created`),
    ).toBe(0)
    expect(
      count(
        'SELECT COUNT(*) AS n FROM disputes d JOIN transactions t ON t.id = d.transaction_id WHERE d.opened <= t.created',
      ),
    ).toBe(0)
    expect(count('SELECT COUNT(*) AS n FROM disputes')).toBeGreaterThan(8)
  })
})
