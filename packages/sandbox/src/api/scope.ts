import { processesOnlyInSandbox } from '../tenants/merchants.repository'
import type { SystemMode, UserKind } from '@paydeck/core'
import type { Context } from 'hono'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { refuse } from '../domain/problem'

// Whose book a call reads, decided one way for every area: a merchant its own, tenant staff their tenant's, platform
// staff the tenant they name. Platform staff name it one way: the tenantId header core's clients send, else the
// tenantId of the query (a link, a CSV download); a report's own tenant filter only when they name none.

/** Whose book: the tenant (0 when platform staff named none), the merchant for a merchant, and the mode it is in. */
export interface BookScope {
  kind: UserKind
  mode: SystemMode
  tenantId: number
  merchantId?: number
}

/** The tenant platform staff name; 0 when they name none (or not a positive whole number). */
export function namedTenant(c: Context<ApiEnv>, fallback?: unknown): number {
  const named = Number(c.req.header('tenantId') ?? c.req.query('tenantId') ?? fallback)
  return Number.isInteger(named) && named > 0 ? named : 0
}

/** The caller's book scope. A merchant that processes only in the sandbox reads Test, whatever mode it asks. */
export function bookScopeOf(db: SandboxDatabase, c: Context<ApiEnv>, fallbackTenant?: unknown): BookScope {
  const caller = c.get('caller')
  if (caller.kind === 'merchant') {
    const merchantId = caller.user.merchantId!
    const mode = processesOnlyInSandbox(db, merchantId) ? 'Test' : caller.systemMode
    return { kind: 'merchant', mode, tenantId: caller.user.tenantId, merchantId }
  }
  const tenantId = caller.kind === 'platform' ? namedTenant(c, fallbackTenant) : caller.user.tenantId
  return { kind: caller.kind, mode: caller.systemMode, tenantId }
}

/** The tenant a call acts in: the caller's, or the one platform staff name; refused, saying why, when they name none. */
export function actingTenant(c: Context<ApiEnv>, refusal: string): number {
  const caller = c.get('caller')
  if (caller.kind !== 'platform') return caller.user.tenantId
  const named = namedTenant(c)
  if (!named) throw refuse.field('tenantId', refusal)
  return named
}
