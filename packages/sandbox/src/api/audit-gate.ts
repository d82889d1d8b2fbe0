import { performance } from 'node:perf_hooks'
import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import { auditActions, type AuditActionKey, type AuditSource } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import type { ServedRoute } from './route-table'
import type { Caller } from '../domain/caller'
import { problemTitle } from '../domain/problem'
import { auditCapture, type CapturedChanges } from '../audit/audit-capture'
import { appendAudit, type AuditEntry } from '../audit/audit-trail'
import { targetFacts, targetTable, type TargetFacts } from '../audit/audit-targets'

// The trail's one writer for declared calls (issue 65). The gate hands it every call the table puts on the trail:
// a refusal is recorded as it is answered; a call let through runs inside one database transaction with its record,
// so a change without its record (or a record of a change not made) cannot be. A call the handler refuses keeps
// nothing it wrote, and its refusal is recorded.
//
// One transaction spans the handler's run: the gate opens it after the body is read, and the handlers it wraps
// do no I/O of their own after that (a file's bytes are already in memory), so no other request's statements can
// run inside it.

/** The body fields a change's reason or comment is sent in. */
const REASON_FIELDS = ['reason', 'comment', 'note', 'message', 'rejectReason', 'text'] as const

const reasonOf = (body: unknown): string | null => {
  if (!body || typeof body !== 'object') return null
  for (const field of REASON_FIELDS) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}

/** Runs one piece of async work after the one before it has finished. */
function makeQueue() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work)
    last = next.catch(() => undefined)
    return next
  }
}

/** How long the trail's own work took for each of the last calls recorded (ms): the bench's figure. */
const overheads: number[] = []
export const auditOverheads = (): readonly number[] => overheads
const noteOverhead = (ms: number) => {
  if (overheads.push(ms) > 1_000) overheads.shift()
}

// One queue per connection, however many services' gates share it.
const queues = new WeakMap<SandboxDatabase, ReturnType<typeof makeQueue>>()

export function auditGate(db: SandboxDatabase) {
  let oneAtATime = queues.get(db)
  if (!oneAtATime) queues.set(db, (oneAtATime = makeQueue()))
  const capture = auditCapture(db)
  const factsOf = targetFacts(db)
  const roleName = db.prepare('SELECT name FROM roles WHERE id = ?').pluck()
  // A requestId already answered: the call is given its remembered answer and makes nothing again.
  const remembered = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM idempotent_requests WHERE request_id = ?)
         OR EXISTS (SELECT 1 FROM transaction_action_requests WHERE request_id = ?)`,
    )
    .pluck()

  /** A path's values by the names in its template (the gate runs before the router has named them). */
  const paramsOf = (c: Context<ApiEnv>, served: ServedRoute): Record<string, string> => {
    const names = [...served.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
    const values = served.pattern.exec(c.req.path)?.slice(1) ?? []
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]))
  }

  const sourceOf = (c: Context<ApiEnv>): AuditEntry['source'] => ({
    kind: (c.get('caller').via ?? 'portal') as AuditSource,
    ip: (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress ?? null,
    userAgent: c.req.header('user-agent') ?? null,
  })

  /** The target's id where the call's declaration says it is (a new record's: after the call). */
  const idBefore = (c: Context<ApiEnv>, served: ServedRoute, key: AuditActionKey, caller: Caller): string | null => {
    const { id, target } = auditActions[key]
    if (typeof id === 'object' && 'param' in id) return paramsOf(c, served)[id.param] || null
    if (typeof id === 'object' && 'body' in id) {
      const value = (c.get('body') as Record<string, unknown> | undefined)?.[id.body]
      return value === undefined || value === null ? null : String(value)
    }
    if (id === 'none' && target === 'tenant')
      return c.req.query('tenantId') ?? (caller.kind === 'platform' ? null : String(caller.user.tenantId))
    return null
  }

  const entryOf = (
    c: Context<ApiEnv>,
    served: ServedRoute,
    key: AuditActionKey,
    target: { id: string | null; facts?: TargetFacts },
    outcome: Pick<AuditEntry, 'outcome' | 'status' | 'problem' | 'withCode' | 'changes' | 'moreChanges'>,
  ): AuditEntry => {
    const caller = c.get('caller')
    const named = Number(paramsOf(c, served).tenantId ?? c.req.query('tenantId') ?? NaN)
    const tenantId =
      target.facts?.tenantId ??
      (Number.isInteger(named) ? named : caller.kind === 'platform' ? null : caller.user.tenantId)
    const merchantId = caller.kind === 'merchant' ? caller.user.merchantId : (target.facts?.merchantId ?? null)
    return {
      tenantId,
      merchantId,
      actor: {
        kind: caller.kind,
        id: caller.user.id,
        name: `${caller.user.firstName} ${caller.user.lastName}`,
        email: caller.user.email,
        role: (roleName.get(caller.user.roleId) as string | undefined) ?? null,
        actingInTenant: caller.kind === 'platform' && tenantId !== null,
      },
      action: served.name,
      actionKey: key,
      target: { type: auditActions[key].target, id: target.id, label: target.facts?.label ?? null },
      reason: reasonOf(c.get('body')),
      requestId: c.get('requestId') ?? null,
      source: sourceOf(c),
      ...outcome,
    }
  }

  const factsFor = (key: AuditActionKey, id: string | null) =>
    id === null ? undefined : factsOf(auditActions[key].target, id)

  return {
    /** A call the gate refused before its handler ran (its permission, its code, its body). */
    refused(c: Context<ApiEnv>, served: ServedRoute, key: AuditActionKey, response: Response, withCode: boolean) {
      const id = idBefore(c, served, key, c.get('caller'))
      appendAudit(
        db,
        entryOf(
          c,
          served,
          key,
          { id, facts: factsFor(key, id) },
          {
            outcome: 'refused',
            status: response.status,
            problem: problemTitle(response.status),
            withCode,
            changes: [],
            moreChanges: 0,
          },
        ),
      )
      return response
    },

    /**
     * Runs a call the gate let through, with its record, in one transaction. Calls on the trail run one at a time
     * (their transactions cannot nest on the one connection); a refusal or a failure keeps what the handler wrote,
     * as it always did, and its record says so.
     */
    made(c: Context<ApiEnv>, served: ServedRoute, key: AuditActionKey, withCode: boolean, run: () => Promise<void>) {
      return oneAtATime(async () => {
        let started = performance.now()
        const id = idBefore(c, served, key, c.get('caller'))
        const before = factsFor(key, id)
        const requestId = c.get('requestId')
        if (requestId && remembered.get(requestId, requestId)) return run()
        capture.prepare()
        db.exec('BEGIN IMMEDIATE')
        try {
          capture.start()
          let spent = performance.now() - started
          const failure = await run().then(
            () => null,
            (error: unknown) => ({ error }),
          )
          started = performance.now()
          const captured = capture.stop()
          if (failure) throw failure.error
          const status = c.error ? 500 : c.res.status
          const madeId = status < 400 && id === null ? madeRecordOf(key, captured) : id
          appendAudit(
            db,
            entryOf(
              c,
              served,
              key,
              { id: madeId, facts: before ?? factsFor(key, madeId) },
              {
                outcome: status < 400 ? 'made' : 'refused',
                status,
                problem: status < 400 ? null : problemTitle(status),
                withCode,
                changes: captured.changes,
                moreChanges: captured.more,
              },
            ),
          )
          db.exec('COMMIT')
          spent += performance.now() - started
          noteOverhead(spent)
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK')
          throw error
        }
      })
    },
  }
}

/** The id of the record a call made: the first row it added to its target's table. */
function madeRecordOf(key: AuditActionKey, captured: CapturedChanges): string | null {
  const { id, target } = auditActions[key]
  if (id !== 'made') return null
  const table = targetTable(target)
  return (table && captured.addedTo(table)) ?? null
}
