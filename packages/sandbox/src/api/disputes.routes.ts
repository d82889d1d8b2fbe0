import * as z from 'zod/mini'
import { disputeRoutes as disputeArea } from '@paydeck/core/openapi'
import { timeZoneProblem } from '@paydeck/core/time'
import type { DisputeQuery } from '@paydeck/core/disputes'
import type { SandboxDatabase } from '../db/database'
import type { Caller } from '../domain/caller'
import { problemBody, refuse, Problem } from '../domain/problem'
import { fingerprintOf, idempotentRequests } from '../domain/remembered-answers'
import { csvStreamResponse, fileStamp } from '../db/csv'
import { disputeReads, type DisputeFilters, type DisputeScope } from '../disputes/dispute-reads'
import { disputeStore } from '../disputes/dispute-store'
import { evidenceSources } from '../disputes/evidence-sources'
import { actorOf } from './auth.middleware'
import { created, implement, recorded, statusOf, type QueryOf } from './implement'

// Disputes (issue 66). Who may call is the route table's; whose disputes a caller reads is decided here: a merchant
// its own, a tenant's staff every merchant's of the tenant, platform staff any (or one tenant's). Answering is
// once per requestId, and moves the dispute and its money in one database transaction (dispute-store.ts).

type ListQuery = QueryOf<(typeof disputeArea)['routes']['disputes.page']>
const filterSchemas = disputeArea.routes['disputes.page'].query

/** The caller's scope: their merchant's, their tenant's, or (platform staff) any; in the mode they work in. */
function scopeOf(caller: Caller): DisputeScope {
  const mode = caller.systemMode
  if (caller.kind === 'platform') return { mode }
  if (caller.kind === 'merchant')
    return { tenantId: caller.user.tenantId, merchantId: caller.user.merchantId ?? 0, mode }
  return { tenantId: caller.user.tenantId, mode }
}

/** The filters as sent, each read by its declared schema (a whole number read as one first). */
function filtersOf(query: Omit<ListQuery, 'pageIndex' | 'pageSize'>): DisputeFilters {
  const filters: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || !(name in filterSchemas)) continue
    const schema = filterSchemas[name as keyof typeof filterSchemas]
    const asNumber = Number(value)
    const read = z.safeParse(schema, Number.isNaN(asNumber) || !/^-?\d+$/.test(value) ? value : asNumber)
    if (!read.success) throw refuse.field(name, `${name} is not one of the values the list filters by.`)
    filters[name] = read.data
  }
  return filters as DisputeFilters
}

export function disputeRoutesOf(db: SandboxDatabase) {
  const reads = disputeReads(db)
  const store = disputeStore(db)
  const sourcesOf = evidenceSources(db)
  const once = idempotentRequests(db)
  const found = (id: number, caller: Caller) => {
    const row = reads.find(id, scopeOf(caller))
    if (!row) throw refuse.notFound(`There is no dispute ${id}.`)
    return row
  }
  const detailOf = (id: number, caller: Caller) => reads.detail(found(id, caller))

  /** A move made once per requestId: a repeat gets the first answer, a refusal too. */
  const answerOnce = (call: { requestId: string; caller: Caller; path: string; id: number }, make: () => void) =>
    recorded(
      once(
        {
          requestId: call.requestId,
          userId: call.caller.user.id,
          call: `POST ${call.path}`,
          fingerprint: fingerprintOf(call.id),
        },
        () => {
          try {
            found(call.id, call.caller)
            make()
            return { status: 200, body: detailOf(call.id, call.caller) }
          } catch (error) {
            if (!(error instanceof Problem)) throw error
            // Kept as the gate would have answered it: the one table of refusals' statuses.
            const status = statusOf[error.kind]
            return { status, body: problemBody(status, error.detail, error.extras) }
          }
        },
      ),
    )

  return implement(disputeArea, {
    'disputes.page': ({ caller, query, page }) => {
      const filters = filtersOf(query)
      return reads.page(scopeOf(caller), { ...filters, ...page } satisfies DisputeQuery)
    },
    'disputes.export': ({ caller, query, language }) => {
      const { timeZone = 'UTC', ...rest } = query
      const zoneProblem = timeZoneProblem(timeZone)
      if (zoneProblem) throw refuse.field('timeZone', zoneProblem)
      return csvStreamResponse(
        `disputes-${fileStamp()}`,
        reads.csv(scopeOf(caller), filtersOf(rest), timeZone, language),
      )
    },
    'disputes.one': ({ caller, params }) => detailOf(params.id, caller),
    'disputes.saveEvidence': ({ caller, params, body, language }) => {
      found(params.id, caller)
      store.saveEvidence(params.id, body, language)
      return detailOf(params.id, caller)
    },
    'disputes.evidenceSources': ({ caller, params }) => ({ sources: sourcesOf(found(params.id, caller)) }),
    'disputes.uploadEvidenceFile': async ({ caller, params, body, language }) => {
      found(params.id, caller)
      const file = body.file
      const content = Buffer.from(await file.arrayBuffer())
      return created({
        fileId: store.keepFile(
          params.id,
          { userId: caller.user.id, name: file.name, type: file.type, content },
          language,
        ),
      })
    },
    'disputes.submitEvidence': ({ c, caller, params, language, requestId }) =>
      answerOnce({ requestId, caller, path: c.req.path, id: params.id }, () =>
        store.submit(params.id, { actor: actorOf(caller), language }),
      ),
    'disputes.accept': ({ c, caller, params, language, requestId }) =>
      answerOnce({ requestId, caller, path: c.req.path, id: params.id }, () =>
        store.accept(params.id, { actor: actorOf(caller), language }),
      ),
  })
}
