import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import type { HttpClient } from '../../http/http-client'
import { actionResultSchema, type ActionResult } from './transaction-actions'

// PID relationships (seed 001): a payer's account (its PID, the account reference) belongs to one organisation per
// website. A payment from an account another organisation holds is restricted until staff reset the restriction
// (the account passes to the transaction's organisation) or deallocate the other organisation's relationship.

export const pidRelationshipSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  websiteId: z.string(),
  accountReference: z.string(),
  transactionId: z.number(),
  requestType: z.enum(['Payment', 'Payout']),
  created: z.string(),
})
export type PidRelationship = z.infer<typeof pidRelationshipSchema>
export const pidRelationshipPageSchema = pageSchema(pidRelationshipSchema)

export interface RelationshipQuery {
  pageIndex: number
  pageSize: number
  externalOrganizationId?: number
  /** The relationships of this transaction's payer account, whoever holds them. */
  transactionId?: number
  websiteId?: string
  requestType?: 'Payment' | 'Payout'
}

const tenantHeader = (tenantId?: number) => (tenantId ? { tenantId: String(tenantId) } : undefined)

export function fetchPidRelationships(
  http: HttpClient,
  query: RelationshipQuery,
  { tenantId, signal }: { tenantId?: number; signal?: AbortSignal } = {},
) {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >
  return http.json(pidRelationshipPageSchema, 'api/crm/transactions/relationships', {
    searchParams,
    signal,
    headers: tenantHeader(tenantId),
  })
}

export const deallocationSchema = z.object({
  organizationId: z.int().check(z.positive()),
  transactionId: z.int().check(z.positive()),
  accountReference: z.string().check(z.minLength(1), z.maxLength(64)),
  websiteId: z.string().check(z.minLength(1), z.maxLength(200)),
})
export type Deallocation = z.infer<typeof deallocationSchema>

/** Ends an organisation's hold on a payer account. */
export async function deallocatePidRelationship(http: HttpClient, body: Deallocation, tenantId?: number) {
  await http.text('api/crm/transactions/relationships/deallocate', {
    method: 'PUT',
    json: body,
    headers: tenantHeader(tenantId),
  })
}

/** The account passes to the organisation named (the transaction's own): the restriction is lifted. */
export function resetRestriction(
  http: HttpClient,
  transactionId: number,
  organizationId: number,
  { requestId, tenantId }: { requestId: string; tenantId?: number },
): Promise<ActionResult> {
  return http.json(
    actionResultSchema,
    `api/crm/transactions/${transactionId}/reset-restriction?organizationId=${organizationId}`,
    { method: 'PUT', headers: { requestId, ...tenantHeader(tenantId) } },
  )
}
