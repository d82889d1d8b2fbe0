import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { Deallocation, RelationshipQuery } from './pid-relationships.schema'
import type { ActionResult } from './transaction-actions'
import { pidCalls as calls } from './pid-relationships.calls'

export * from './pid-relationships.schema'

const tenantHeader = (tenantId?: number) => (tenantId ? { tenantId: String(tenantId) } : undefined)

export const fetchPidRelationships = (
  http: HttpClient,
  query: RelationshipQuery,
  { tenantId, signal }: { tenantId?: number; signal?: AbortSignal } = {},
) => callRoute(http, calls.fetchPidRelationships, { query: { ...query }, signal, headers: tenantHeader(tenantId) })

export const deallocatePidRelationship = (http: HttpClient, body: Deallocation, tenantId?: number): Promise<void> =>
  callRoute(http, calls.deallocatePidRelationship, { body, headers: tenantHeader(tenantId) })

export const resetRestriction = (
  http: HttpClient,
  transactionId: number,
  organizationId: number,
  { requestId, tenantId }: { requestId: string; tenantId?: number },
): Promise<ActionResult> =>
  callRoute(http, calls.resetRestriction, {
    params: { id: transactionId },
    query: { organizationId },
    headers: { requestId, ...tenantHeader(tenantId) },
  })
