import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
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

/** The transaction and its balance as the money model (money.ts `balanceOf`) gives it from its children. */
export const detailsSchema = z.object({
  transaction: transactionSchema,
  balance: z.object({
    captured: z.number(),
    refunded: z.number(),
    chargedBack: z.number(),
    refundable: z.number(),
    disputable: z.number(),
  }),
})
export type TransactionDetails = z.infer<typeof detailsSchema>

/** A read of one transaction (a tab of the detail): its path below the transaction's, parsed with its schema. */
const read =
  <S extends $ZodType>(schema: S, below: string) =>
  (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal): Promise<z.infer<S>> =>
    http.json(schema, `${base(kind)}/${ref.id}${below}`, options(kind, ref, signal))

/** A paged read (pageIndex, pageSize as seed 001 names them). */
const readPage =
  <S extends $ZodType>(schema: S, below: string, defaultSize: number) =>
  (
    http: HttpClient,
    kind: UserKind,
    ref: TransactionRef,
    pageIndex = 0,
    pageSize = defaultSize,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> =>
    http.json(schema, `${base(kind)}/${ref.id}${below}`, options(kind, ref, signal, page(pageIndex, pageSize)))

export const fetchTransaction = read(transactionSchema, '')
export const fetchTransactionDetails = read(detailsSchema, '/details')
export const fetchTransactionEvents = readPage(transactionEventPageSchema, '/events', 50)
export const fetchRelatedTransactions = readPage(transactionPageSchema, '/related', 20)
export const fetchApiLogs = readPage(apiLogPageSchema, '/api-logs', 20)
export const fetchAntifraudAlerts = read(antifraudAlertsSchema, '/alerts')
export const fetchTransactionFees = read(feesSchema, '/fees')
export const fetchDisputeCodes = read(disputeCodesSchema, '/disputeCodes')
export const fetchRoutingLogs = read(routingLogsSchema, '/smart-routing-logs/0')

export const fetchCascading = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  offset = 0,
  signal?: AbortSignal,
) => http.json(cascadingPageSchema, `${base(kind)}/${ref.id}/cascading`, options(kind, ref, signal, { offset }))

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

/** Sends an event's webhook again (POST …/events/{id}/resend-webhook): the answer is the new delivery. */
export function resendWebhook(http: HttpClient, kind: UserKind, ref: TransactionRef, eventId: number) {
  return http.json(webhookDeliverySchema, `api/crm/transactions/events/${eventId}/resend-webhook`, {
    ...options(kind, ref),
    method: 'POST',
  })
}
