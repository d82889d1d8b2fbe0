import type { Call } from '../../contract/route'
import { pidRelationshipPageSchema } from './pid-relationships.schema'
import { actionResultSchema } from './transaction-actions'

// How PID relationships are read and changed, and what that answers; the document's words are in
// transactions.routes.ts.

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
