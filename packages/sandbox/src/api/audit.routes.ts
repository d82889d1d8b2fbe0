import { administrationRoutes as administrationArea } from '@paydeck/core/openapi'
import { auditOutcomes, type AuditQuery } from '@paydeck/core/administration'
import { timeZoneProblem } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import type { Caller } from '../domain/caller'
import { refuse } from '../domain/problem'
import { auditReads, setRetention, type AuditScope } from '../audit/audit-reads'
import { csvStreamResponse, fileStamp } from '../db/csv'
import { implement, type QueryOf } from './implement'

// The audit trail's reads and its retention (issue 65). Who may call is the route table's (administrators); whose
// records they read is decided here: a merchant's administrator their merchant's, a tenant's their tenant's,
// platform staff one tenant's or every one's.

type PageQuery = QueryOf<(typeof administrationArea)['routes']['audit.page']>

const whole = (name: string, value: string | undefined) => {
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  if (!Number.isSafeInteger(number)) throw refuse.field(name, `${name} must be a whole number.`)
  return number
}

const instant = (name: string, value: string | undefined) => {
  if (value === undefined || value === '') return undefined
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw refuse.field(name, `${name} must be a date and time (ISO 8601).`)
  return new Date(time).toISOString()
}

/** The filters as sent, checked. */
function filtersOf(query: Omit<PageQuery, 'pageSize' | 'before'>): Omit<AuditQuery, 'pageSize' | 'before'> {
  const outcome = query.outcome
  if (outcome !== undefined && !(auditOutcomes as readonly string[]).includes(outcome))
    throw refuse.field('outcome', 'The outcome is made or refused.')
  return {
    tenantId: whole('tenantId', query.tenantId),
    merchantId: whole('merchantId', query.merchantId),
    actorId: whole('actorId', query.actorId),
    actor: query.actor?.trim() || undefined,
    action: query.action || undefined,
    targetType: query.targetType || undefined,
    targetId: query.targetId || undefined,
    outcome: outcome as AuditQuery['outcome'],
    from: instant('from', query.from),
    to: instant('to', query.to),
  }
}

/** Whose records the caller reads: a tenant's staff and a merchant's may not name another tenant. */
function scopeOf(caller: Caller, tenantId: number | undefined): AuditScope {
  if (caller.kind === 'platform') return tenantId === undefined ? {} : { tenantId }
  if (tenantId !== undefined && tenantId !== caller.user.tenantId) throw refuse.forbidden()
  if (caller.kind === 'merchant') return { tenantId: caller.user.tenantId, merchantId: caller.user.merchantId ?? 0 }
  return { tenantId: caller.user.tenantId }
}

export function auditRoutes(db: SandboxDatabase) {
  const reads = auditReads(db)
  /** The tenant a change of retention is for: the caller's, or the one platform staff name. */
  const tenantOf = (caller: Caller, named: number | undefined) => {
    if (caller.kind === 'platform') {
      if (named === undefined) throw refuse.field('tenantId', 'Name the tenant whose trail this is.')
      return named
    }
    if (named !== undefined && named !== caller.user.tenantId) throw refuse.forbidden()
    return caller.user.tenantId
  }

  return implement(administrationArea, {
    'audit.page': ({ caller, query }) => {
      const pageSize = whole('pageSize', query.pageSize) ?? 50
      if (pageSize < 1 || pageSize > 200) throw refuse.field('pageSize', 'A page holds 1 to 200 records.')
      const filters = filtersOf(query)
      return reads.page(scopeOf(caller, filters.tenantId), {
        ...filters,
        pageSize,
        before: whole('before', query.before),
      })
    },
    'audit.export': ({ caller, query, language }) => {
      const timeZone = query.timeZone ?? 'UTC'
      const zoneProblem = timeZoneProblem(timeZone)
      if (zoneProblem) throw refuse.field('timeZone', zoneProblem)
      const filters = filtersOf(query)
      return csvStreamResponse(
        `audit-trail-${fileStamp()}`,
        reads.csv(scopeOf(caller, filters.tenantId), filters, timeZone, language),
      )
    },
    'audit.head': ({ caller, query }) => {
      const named = whole('tenantId', query.tenantId)
      const scope = scopeOf(caller, named)
      return reads.head(scope.tenantId ?? null)
    },
    'audit.saveRetention': ({ caller, query, body }) => {
      const tenantId = tenantOf(caller, whole('tenantId', query.tenantId))
      setRetention(db, tenantId, body.days)
      return { days: body.days }
    },
  })
}
