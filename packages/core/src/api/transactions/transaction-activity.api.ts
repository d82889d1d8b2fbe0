import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import type { UserKind } from '../../session/user-kind'
import {
  accountingEntriesSchema,
  antifraudAlertsSchema,
  apiLogPageSchema,
  cascadingPageSchema,
  disputeCodesSchema,
  feesSchema,
  routingLogsSchema,
  transactionEventPageSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
} from './transaction-activity.schema'
import { transactionPageSchema, transactionSchema } from './transactions.schema'

/** Where one transaction's reads live: a merchant's under api/transactions, staff's under api/crm/transactions. */
const base = (kind: UserKind) => (kind === 'merchant' ? 'api/transactions' : 'api/crm/transactions')

export interface TransactionRef {
  id: number
  /** The tenant a platform user looks into (sent as the tenantId header). */
  tenantId?: number
}

const options = (kind: UserKind, ref: TransactionRef, signal?: AbortSignal, searchParams?: Record<string, number>) => ({
  signal,
  searchParams,
  headers: kind === 'platform' && ref.tenantId ? { tenantId: String(ref.tenantId) } : undefined,
})
const page = (pageIndex: number, pageSize: number) => ({ pageIndex, pageSize })

const detailsSchema = z.object({
  transaction: transactionSchema,
  balance: z.object({ captured: z.number(), refunded: z.number(), refundable: z.number() }),
})
export type TransactionDetails = z.infer<typeof detailsSchema>

export const fetchTransaction = (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal) =>
  http.json(transactionSchema, `${base(kind)}/${ref.id}`, options(kind, ref, signal))

export const fetchTransactionDetails = (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal) =>
  http.json(detailsSchema, `${base(kind)}/${ref.id}/details`, options(kind, ref, signal))

export const fetchTransactionEvents = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  pageIndex = 0,
  pageSize = 50,
  signal?: AbortSignal,
) =>
  http.json(
    transactionEventPageSchema,
    `${base(kind)}/${ref.id}/events`,
    options(kind, ref, signal, page(pageIndex, pageSize)),
  )

export const fetchRelatedTransactions = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  pageIndex = 0,
  pageSize = 20,
  signal?: AbortSignal,
) =>
  http.json(
    transactionPageSchema,
    `${base(kind)}/${ref.id}/related`,
    options(kind, ref, signal, page(pageIndex, pageSize)),
  )

export const fetchApiLogs = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  pageIndex = 0,
  pageSize = 20,
  signal?: AbortSignal,
) =>
  http.json(apiLogPageSchema, `${base(kind)}/${ref.id}/api-logs`, options(kind, ref, signal, page(pageIndex, pageSize)))

export const fetchCascading = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  offset = 0,
  signal?: AbortSignal,
) => http.json(cascadingPageSchema, `${base(kind)}/${ref.id}/cascading`, options(kind, ref, signal, { offset }))

export const fetchAntifraudAlerts = (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal) =>
  http.json(antifraudAlertsSchema, `${base(kind)}/${ref.id}/alerts`, options(kind, ref, signal))

export const fetchTransactionFees = (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal) =>
  http.json(feesSchema, `${base(kind)}/${ref.id}/fees`, options(kind, ref, signal))

export const fetchDisputeCodes = (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal) =>
  http.json(disputeCodesSchema, `${base(kind)}/${ref.id}/disputeCodes`, options(kind, ref, signal))

export const fetchRoutingLogs = (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal) =>
  http.json(routingLogsSchema, `${base(kind)}/${ref.id}/smart-routing-logs/0`, options(kind, ref, signal))

/** The accounting service's entries, under the merchant (customer) the transaction belongs to. */
export const fetchAccountingEntries = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef & { merchantId: number },
  signal?: AbortSignal,
) =>
  http.json(
    accountingEntriesSchema,
    `acc/customers/${ref.merchantId}/transactions/${ref.id}/accounting-entries`,
    options(kind, ref, signal),
  )

/** Webhook deliveries: v1 as one list, v2 a page (the platform's through its own path, by tenant). */
export function fetchWebhookDeliveries(
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  version: 'v1' | 'v2',
  signal?: AbortSignal,
) {
  if (version === 'v1')
    return http
      .json(
        z.array(webhookDeliverySchema),
        `wh/api/crm/notifications/transaction-webhooks/${ref.id}`,
        options(kind, ref, signal),
      )
      .then((data) => ({ count: data.length, data }))
  const path = kind === 'platform' ? 'platform-transaction-webhooks' : 'transaction-webhooks'
  return http.json(webhookDeliveryPageSchema, `wh2/api/crm/notifications/${path}/${ref.id}`, {
    ...options(kind, ref, signal, page(0, 100)),
    searchParams: { ...page(0, 100), ...(ref.tenantId && { tenantId: ref.tenantId }) },
  })
}
