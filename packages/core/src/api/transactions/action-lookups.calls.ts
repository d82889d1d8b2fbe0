import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { paymentChannelSchema, reasonsSchema, websiteSchema } from './action-lookups.schema'

// How the lists an action's dialog offers are read; the document's words are in transactions.routes.ts.

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
