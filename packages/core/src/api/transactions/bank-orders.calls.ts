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

const ORDERS = 'api/crm/tenpaybankorders'

export const bankOrderCalls = {
  fetchBankOrders: { method: 'GET', path: ORDERS, answer: bankOrderPageSchema },
  fetchBankOrderItems: { method: 'GET', path: `${ORDERS}/items/{bankOrderId}`, answer: z.array(bankOrderItemSchema) },
  uploadBankOrder: { method: 'POST', path: ORDERS, answer: bankOrderUploadSchema },
  applyBankOrder: { method: 'POST', path: `${ORDERS}/{id}/apply`, answer: bankOrderSchema },
  approveBankOrder: { method: 'POST', path: `${ORDERS}/{id}/approve`, answer: bankOrderSchema },
  discardBankOrder: { method: 'POST', path: `${ORDERS}/{id}/discard`, answer: bankOrderSchema },
  fetchBankOrderSettings: { method: 'GET', path: `${ORDERS}/settings`, answer: bankOrderSettingsSchema },
  saveBankOrderSettings: { method: 'PUT', path: `${ORDERS}/settings`, answer: bankOrderSettingsSchema },
} as const satisfies Record<string, Call>
