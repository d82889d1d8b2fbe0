import type { Call } from '../../contract/route'
import { batchResultSchema } from './payout-approvals.schema'

// How payouts waiting for approval are decided, and what that answers; the document's words are in
// transactions.routes.ts.

export const payoutCalls = {
  approvePayouts: { method: 'POST', path: 'api/crm/transactions/payout/approvals', answer: batchResultSchema },
  declinePayouts: { method: 'POST', path: 'api/crm/transactions/payout/declinations', answer: batchResultSchema },
} as const satisfies Record<string, Call>
