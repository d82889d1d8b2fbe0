// @paydeck/transactions/element: the transaction elements' classes, registered by nobody (./define registers them).
export { TransactionElement, TransactionLookupElement } from './transaction-elements'
