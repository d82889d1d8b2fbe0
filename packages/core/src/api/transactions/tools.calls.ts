import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { paymentChannelSchema, reasonsSchema, websiteSchema } from './action-lookups.schema'
import { apmTransactionPageSchema, apmTransactionSchema } from './apm-transactions.schema'
import { batchResultSchema } from './payout-approvals.schema'
import { pidRelationshipPageSchema } from './pid-relationships.schema'
import { actionResultSchema } from './transaction-actions'

// How staff's transaction tools are called (payout approvals, PID relationships, the lists an action's dialog offers,
// the APM collection) and what they answer; what the contract document says of them is in transactions.routes.ts.

export const payoutCalls = {
  approvePayouts: { method: 'POST', path: 'api/crm/transactions/payout/approvals', answer: batchResultSchema },
  declinePayouts: { method: 'POST', path: 'api/crm/transactions/payout/declinations', answer: batchResultSchema },
} as const satisfies Record<string, Call>

export const pidCalls = {
  fetchPidRelationships: {
    method: 'GET',
    path: 'api/crm/transactions/relationships',
    answer: pidRelationshipPageSchema,
  },
  deallocatePidRelationship: {
    method: 'PUT',
    path: 'api/crm/transactions/relationships/deallocate',
    answer: 'ignored',
  },
  resetRestriction: { method: 'PUT', path: 'api/crm/transactions/{id}/reset-restriction', answer: actionResultSchema },
} as const satisfies Record<string, Call>

export const actionLookupCalls = {
  fetchReasons: { method: 'GET', path: 'api/crm/lookup/{transactionType}/reasons/{kind}', answer: reasonsSchema },
  fetchPaymentChannels: {
    method: 'GET',
    path: 'api/crm/payment-channels/all',
    answer: z.array(paymentChannelSchema),
  },
  fetchActiveWebsites: {
    method: 'GET',
    path: 'api/crm/lookup/organizations/{organizationId}/websites/active',
    answer: z.array(websiteSchema),
  },
} as const satisfies Record<string, Call>

export const apmCalls = {
  fetchApmTransactions: { method: 'GET', path: 'api/crm/apm-transactions', answer: apmTransactionPageSchema },
  fetchApmTransaction: { method: 'GET', path: 'api/crm/apm-transactions/{id}', answer: apmTransactionSchema },
} as const satisfies Record<string, Call>
