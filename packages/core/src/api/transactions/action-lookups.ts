import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'

// The lists an action's dialog offers (seed 001's lookups): reasons by transaction type, to decline (Declined) or to
// approve (Captured); payment channels, an organisation's active websites.

export const reasonSchema = z.object({ id: z.number(), name: z.string() })
export type Reason = z.infer<typeof reasonSchema>
export const reasonsSchema = z.array(reasonSchema)

export type ReasonKind = 'Declined' | 'Captured'

export function fetchReasons(
  http: HttpClient,
  transactionType: string,
  kind: ReasonKind,
  signal?: AbortSignal,
): Promise<Reason[]> {
  return http.json(reasonsSchema, `api/crm/lookup/${encodeURIComponent(transactionType)}/reasons/${kind}`, { signal })
}

export const paymentChannelSchema = z.object({
  id: z.number(),
  name: z.string(),
  serviceProvider: z.string(),
  mid: z.string(),
  paymentMethods: z.array(z.string()),
  isActive: z.boolean(),
})
export type PaymentChannel = z.infer<typeof paymentChannelSchema>

export function fetchPaymentChannels(
  http: HttpClient,
  organizationId: number,
  signal?: AbortSignal,
): Promise<PaymentChannel[]> {
  return http.json(z.array(paymentChannelSchema), `api/crm/payment-channels/all?organizationId=${organizationId}`, {
    signal,
  })
}

export const websiteSchema = z.object({ id: z.string(), name: z.string(), url: z.string() })
export type Website = z.infer<typeof websiteSchema>

export function fetchActiveWebsites(
  http: HttpClient,
  organizationId: number,
  signal?: AbortSignal,
): Promise<Website[]> {
  return http.json(z.array(websiteSchema), `api/crm/lookup/organizations/${organizationId}/websites/active`, {
    signal,
  })
}
