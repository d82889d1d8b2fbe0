import type { Call } from '../../contract/route'
import { apmTransactionPageSchema, apmTransactionSchema } from './apm-transactions.schema'

// How the APM collection is read; the document's words are in transactions.routes.ts.

export const apmCalls = {
  fetchApmTransactions: { method: 'GET', path: 'api/crm/apm-transactions', answer: apmTransactionPageSchema },
  fetchApmTransaction: { method: 'GET', path: 'api/crm/apm-transactions/{id}', answer: apmTransactionSchema },
} as const satisfies Record<string, Call>
