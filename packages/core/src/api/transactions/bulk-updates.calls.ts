import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { bulkUpdatePageSchema, bulkUpdateResultSchema, bulkUpdateRowSchema } from './bulk-updates.schema'

// How the bulk updates' calls are made and what they answer; what the contract document says of them is in
// transactions.routes.ts.

export const bulkUpdateCalls = {
  requestBulkUpdate: { method: 'POST', path: 'api/crm/transactions/bulk-updates', answer: bulkUpdateResultSchema },
  applyBulkUpdate: {
    method: 'POST',
    path: 'api/crm/transactions/bulk-updates/{id}/apply',
    answer: bulkUpdateResultSchema,
  },
  discardBulkUpdate: {
    method: 'POST',
    path: 'api/crm/transactions/bulk-updates/{id}/discard',
    answer: bulkUpdateResultSchema,
  },
  fetchBulkUpdates: { method: 'GET', path: 'api/crm/transactions/bulk-updates', answer: bulkUpdatePageSchema },
  fetchBulkUpdateRows: {
    method: 'GET',
    path: 'api/crm/transactions/bulk-updates/{id}/rows',
    answer: z.array(bulkUpdateRowSchema),
  },
} as const satisfies Record<string, Call>
