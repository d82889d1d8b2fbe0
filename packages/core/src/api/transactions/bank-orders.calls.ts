import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import {
  bankOrderItemSchema,
  bankOrderPageSchema,
  bankOrderSchema,
  bankOrderSettingsSchema,
  bankOrderUploadSchema,
} from './bank-orders.schema'

// How the bank orders' calls are made and what they answer; what the contract document says of them is in
// transactions.routes.ts.

export const bankOrderCalls = {
  fetchBankOrders: { method: 'GET', path: 'api/crm/tenpaybankorders', answer: bankOrderPageSchema },
  fetchBankOrderItems: {
    method: 'GET',
    path: 'api/crm/tenpaybankorders/items/{bankOrderId}',
    answer: z.array(bankOrderItemSchema),
  },
  uploadBankOrder: { method: 'POST', path: 'api/crm/tenpaybankorders', answer: bankOrderUploadSchema },
  applyBankOrder: { method: 'POST', path: 'api/crm/tenpaybankorders/{id}/apply', answer: bankOrderSchema },
  approveBankOrder: { method: 'POST', path: 'api/crm/tenpaybankorders/{id}/approve', answer: bankOrderSchema },
  discardBankOrder: { method: 'POST', path: 'api/crm/tenpaybankorders/{id}/discard', answer: bankOrderSchema },
  fetchBankOrderSettings: { method: 'GET', path: 'api/crm/tenpaybankorders/settings', answer: bankOrderSettingsSchema },
  saveBankOrderSettings: { method: 'PUT', path: 'api/crm/tenpaybankorders/settings', answer: bankOrderSettingsSchema },
} as const satisfies Record<string, Call>
