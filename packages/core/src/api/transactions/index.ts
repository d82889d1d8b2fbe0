// @paydeck/core/transactions: merchants' transactions (seed 001); an entry of its own, loaded where they are shown.
export * from './transactions.api'
export * from './transactions.schema'
