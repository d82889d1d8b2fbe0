import type { Call } from '../../contract/route'
import { merchantAndStaff } from './merchant-and-staff.calls'
import { totalsSchema, transactionPageSchema } from './transactions.schema'

// How the lookup's calls are made and what they answer: seed 001's lists (a merchant's at api/transactions, tenant
// staff's at api/crm/transactions, the platform's), the CSV, the totals and the search by key. What the contract
// document says of them is in transactions.routes.ts.

export const lookupCalls = {
  ...({
    fetchTransactions: { method: 'GET', path: 'api/transactions', answer: transactionPageSchema },
    fetchTransactionsByTenant: { method: 'GET', path: 'api/crm/transactions', answer: transactionPageSchema },
    /** The reporting service's lookup (seed 001: the tenant's transaction-lookup-v2 reads it). */
    fetchTransactionsFromReporting: {
      method: 'GET',
      path: 'reporting/crm/reports/transactions-lookup-v2',
      answer: transactionPageSchema,
    },
    fetchTransactionsByPlatform: {
      method: 'GET',
      path: 'api/crm/transactions/platform',
      answer: transactionPageSchema,
    },
    downloadApmTransactionsCsv: { method: 'GET', path: 'api/crm/apm-transactions/csv', answer: 'file:text/csv' },
  } as const satisfies Record<string, Call>),
  ...merchantAndStaff('downloadTransactionsCsv', '/csv', 'GET', 'file:text/csv'),
  ...merchantAndStaff('fetchTransactionTotals', '/totals', 'GET', totalsSchema),
  ...merchantAndStaff('searchTransactions', '/searchKey', 'GET', transactionPageSchema),
}
