import type { AuditChange, AuditOutcome, AuditSource, AuditActorKind } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import type { Statement } from 'better-sqlite3'
import { chainHead, HASHED_COLUMNS, hashOf, type HashedColumn } from './audit-chain'

// Writing one record of the trail: its place in its organisation's chain and its hash. The gate and the sign-in
// page are its only writers; a handler never writes one.

export interface AuditEntry {
  /** When (UTC); now unless given (the seeded history). */
  at?: string
  tenantId: number | null
  merchantId: number | null
  actor: {
    kind: AuditActorKind
    id: number | null
    name: string
    email: string
    role: string | null
    actingInTenant: boolean
  }
  action: string
  actionKey: string
  target: { type: string; id: string | null; label: string | null }
  outcome: AuditOutcome
  status: number
  problem: string | null
  changes: AuditChange[]
  moreChanges: number
  reason: string | null
  requestId: string | null
  withCode: boolean
  source: { kind: AuditSource; ip: string | null; userAgent: string | null }
}

/** The record's columns as stored (and hashed). */
export function rowOf(entry: AuditEntry, seq: number, at: string): Record<HashedColumn, string | number | null> {
  return {
    seq,
    chain: entry.tenantId ?? 0,
    at,
    tenant_id: entry.tenantId,
    merchant_id: entry.merchantId,
    actor_kind: entry.actor.kind,
    actor_id: entry.actor.id,
    actor_name: entry.actor.name,
    actor_email: entry.actor.email,
    actor_role: entry.actor.role,
    acting_in_tenant: entry.actor.actingInTenant ? 1 : 0,
    action: entry.action,
    action_key: entry.actionKey,
    target_type: entry.target.type,
    target_id: entry.target.id,
    target_label: entry.target.label,
    outcome: entry.outcome,
    status: entry.status,
    problem: entry.problem,
    changes: JSON.stringify(entry.changes),
    more_changes: entry.moreChanges,
    reason: entry.reason?.slice(0, 2_000) ?? null,
    request_id: entry.requestId,
    with_code: entry.withCode ? 1 : 0,
    source: entry.source.kind,
    ip: entry.source.ip,
    user_agent: entry.source.userAgent?.slice(0, 300) ?? null,
  }
}

const insertColumns = [...HASHED_COLUMNS, 'prev_hash', 'hash']
/** Each connection's statements, prepared once: a record is written on every change. */
const statements = new WeakMap<SandboxDatabase, { next: Statement; insert: Statement }>()
const statementsOf = (db: SandboxDatabase) => {
  let prepared = statements.get(db)
  if (!prepared)
    statements.set(
      db,
      (prepared = {
        next: db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 FROM audit_trail').pluck(),
        insert: db.prepare(
          `INSERT INTO audit_trail (${insertColumns.join(', ')})
           VALUES (${insertColumns.map((column) => `@${column}`).join(', ')})`,
        ),
      }),
    )
  return prepared
}

/** Appends a record to its chain (in the caller's transaction when there is one) and answers its sequence. */
export function appendAudit(db: SandboxDatabase, entry: AuditEntry): number {
  const { next, insert } = statementsOf(db)
  const seq = next.get() as number
  const row = rowOf(entry, seq, entry.at ?? new Date().toISOString())
  const previous = chainHead(db, Number(row.chain))
  insert.run({ ...row, prev_hash: previous, hash: hashOf(row, previous) })
  return seq
}
