import { createHash } from 'node:crypto'
import type { SandboxDatabase } from '../db/database'

// The trail's chains (issue 65): each organisation's records are one chain (a tenant's, and the platform's own as
// chain 0), each record carrying the hash of the one before it in its chain. A record edited, removed or moved in
// the file breaks a link that `verifyAuditTrail` names. A chain is per organisation so that pruning one tenant's
// old records (its retention) leaves every other chain whole; a pruned chain starts from its checkpoint.

/** The columns a record's hash covers, in the canonical form's order (its sequence and its chain included). */
export const HASHED_COLUMNS = [
  'seq',
  'chain',
  'at',
  'tenant_id',
  'merchant_id',
  'actor_kind',
  'actor_id',
  'actor_name',
  'actor_email',
  'actor_role',
  'acting_in_tenant',
  'action',
  'action_key',
  'target_type',
  'target_id',
  'target_label',
  'outcome',
  'status',
  'problem',
  'changes',
  'more_changes',
  'reason',
  'request_id',
  'with_code',
  'source',
  'ip',
  'user_agent',
] as const
export type HashedColumn = (typeof HASHED_COLUMNS)[number]
export type AuditRow = Record<HashedColumn, string | number | null> & { prev_hash: string | null; hash: string | null }

/** SHA-256 over the record's canonical form (its values in column order, as JSON) and the hash before it. */
export function hashOf(row: Record<HashedColumn, unknown>, previous: string | null): string {
  const canonical = JSON.stringify(HASHED_COLUMNS.map((column) => row[column] ?? null))
  return createHash('sha256')
    .update(previous ?? '')
    .update('\n')
    .update(canonical)
    .digest('hex')
}

/** The hash a new record of the chain links to: its newest record's, else its checkpoint's, else none. */
export function chainHead(db: SandboxDatabase, chain: number): string | null {
  const newest = db.prepare('SELECT hash FROM audit_trail WHERE chain = ? ORDER BY seq DESC LIMIT 1').get(chain) as
    { hash: string | null } | undefined
  if (newest) return newest.hash
  const checkpoint = db.prepare('SELECT hash FROM audit_checkpoints WHERE chain = ?').get(chain) as
    { hash: string } | undefined
  return checkpoint?.hash ?? null
}

/**
 * Links the records written without their hashes (the seeded history, the carried-over code audit), in order.
 * Run when the database opens, so every record the sandbox serves is linked.
 */
export function sealAuditTrail(db: SandboxDatabase): number {
  const unsealed = db.prepare('SELECT * FROM audit_trail WHERE hash IS NULL ORDER BY seq').all() as AuditRow[]
  if (unsealed.length === 0) return 0
  const seal = db.prepare('UPDATE audit_trail SET prev_hash = ?, hash = ? WHERE seq = ?')
  const heads = new Map<number, string | null>()
  db.transaction(() => {
    for (const row of unsealed) {
      const chain = Number(row.chain)
      const previous = heads.has(chain) ? heads.get(chain)! : chainHeadBefore(db, chain, Number(row.seq))
      const hash = hashOf(row, previous)
      seal.run(previous, hash, row.seq)
      heads.set(chain, hash)
    }
  })()
  return unsealed.length
}

/** The hash before a record in its chain: the sealed record before it, else the checkpoint. */
function chainHeadBefore(db: SandboxDatabase, chain: number, seq: number): string | null {
  const before = db
    .prepare('SELECT hash FROM audit_trail WHERE chain = ? AND seq < ? ORDER BY seq DESC LIMIT 1')
    .get(chain, seq) as { hash: string | null } | undefined
  if (before) return before.hash
  const checkpoint = db.prepare('SELECT hash FROM audit_checkpoints WHERE chain = ?').get(chain) as
    { hash: string } | undefined
  return checkpoint?.hash ?? null
}

export interface BrokenLink {
  chain: number
  seq: number
  /** What is wrong, in words. */
  why: string
}

export interface Verification {
  records: number
  chains: number
  broken: BrokenLink | null
}

/** Walks every chain from its start (or checkpoint) and names the first link that does not hold. */
export function verifyAuditTrail(db: SandboxDatabase): Verification {
  const checkpoints = new Map(
    (db.prepare('SELECT chain, hash FROM audit_checkpoints').all() as { chain: number; hash: string }[]).map((row) => [
      row.chain,
      row.hash,
    ]),
  )
  const expected = new Map<number, string | null>()
  let records = 0
  for (const row of db.prepare('SELECT * FROM audit_trail ORDER BY chain, seq').iterate() as Iterable<AuditRow>) {
    records += 1
    const chain = Number(row.chain)
    const previous = expected.has(chain) ? expected.get(chain)! : (checkpoints.get(chain) ?? null)
    const broken = (why: string) => ({
      records,
      chains: expected.size + 1,
      broken: { chain, seq: Number(row.seq), why },
    })
    if (row.hash === null) return broken('the record was never linked')
    if (row.prev_hash !== previous)
      return broken('its link to the record before it does not match: a record before it was removed or moved')
    if (hashOf(row, previous) !== row.hash) return broken('the record was changed after it was written')
    expected.set(chain, row.hash)
  }
  return { records, chains: expected.size, broken: null }
}
