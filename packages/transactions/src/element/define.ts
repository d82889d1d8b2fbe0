// @paydeck/transactions/define: registers <paydeck-transaction-lookup> and <paydeck-transaction>.
import { TransactionElement, TransactionLookupElement } from './transaction-elements'

TransactionLookupElement.define()
TransactionElement.define()
