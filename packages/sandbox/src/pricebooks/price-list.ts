// The sandbox's prices, written once: the fee types, each tenant's standard price book (what every seeded merchant
// agreed to, and what the book of business is charged: its fees, accounting entries, statements and invoices) and
// the large merchants' book. A price book edited later prices later proposals; the book's history keeps its fees.

/** Fee types: id, name, symbol (a fixed fee's is the book's currency) and the event the fee is charged on. */
export const feeTypes = [
  [1, 'Card transaction fee', '%', 'payment'],
  [2, 'Per-transaction fee', '€', 'payment'],
  [3, 'Chargeback fee', '€', 'chargeback'],
  [4, 'Refund fee', '€', 'refund'],
  [5, 'FX markup', '%', 'conversion'],
  [6, 'Payout fee', '€', 'payout'],
] as const

export interface ListedProduct {
  name: string
  /** The payment methods it prices; none: every method (payouts). */
  methods: readonly string[]
  /** Fee type, value, and the pricing structure (bands by payment amount in the book's currency) if any. */
  entries: readonly (readonly [feeTypeId: number, value: number, bands?: readonly [from: number, value: number][]])[]
}

/** Each tenant's standard price book, Standard 2026: every method the book of business takes is priced. */
export const standardProducts: readonly ListedProduct[] = [
  {
    name: 'Card acquiring (Visa, Mastercard)',
    methods: ['VISA', 'MASTERCARD'],
    entries: [
      [1, 1.4],
      [2, 0.2],
      [3, 15],
      [4, 0.1],
      [5, 1],
    ],
  },
  {
    name: 'American Express',
    methods: ['AMEX'],
    entries: [
      [1, 2.5],
      [2, 0.2],
      [3, 15],
      [4, 0.1],
      [5, 1],
    ],
  },
  {
    name: 'Alternative payment methods',
    methods: ['APPLEPAY', 'GOOGLEPAY', 'IDEAL', 'SEPA_DD', 'OPEN_BANKING', 'BANK_TRANSFER'],
    entries: [
      [1, 1.2],
      [5, 0.9],
    ],
  },
  { name: 'Payouts', methods: [], entries: [[6, 0.35]] },
]

/** Enterprise 2026, inactive: a card fee that falls with the payment's amount. */
export const enterpriseProducts: readonly ListedProduct[] = [
  {
    name: 'Card acquiring (every scheme)',
    methods: ['VISA', 'MASTERCARD', 'AMEX'],
    entries: [
      [
        1,
        0.9,
        [
          [0, 1.1],
          [100, 0.9],
          [1000, 0.7],
        ],
      ],
      [2, 0.1],
      [3, 10],
    ],
  },
]
