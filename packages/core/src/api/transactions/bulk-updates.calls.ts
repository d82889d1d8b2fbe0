import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { bulkUpdatePageSchema, bulkUpdateResultSchema, bulkUpdateRowSchema } from './bulk-updates.schema'

// How the bulk updates' calls are made and what they answer; what the contract document says of them is in
// transactions.routes.ts.

const UPDATES = 'api/crm/transactions/bulk-updates'

export const bulkUpdateCalls = {
  requestBulkUpdate: { method: 'POST', path: UPDATES, answer: bulkUpdateResultSchema },
  applyBulkUpdate: { method: 'POST', path: `${UPDATES}/{id}/apply`, answer: bulkUpdateResultSchema },
  discardBulkUpdate: { method: 'POST', path: `${UPDATES}/{id}/discard`, answer: bulkUpdateResultSchema },
  fetchBulkUpdates: { method: 'GET', path: UPDATES, answer: bulkUpdatePageSchema },
  fetchBulkUpdateRows: { method: 'GET', path: `${UPDATES}/{id}/rows`, answer: z.array(bulkUpdateRowSchema) },
} as const satisfies Record<string, Call>
