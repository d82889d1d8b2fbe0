import { createHmac } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import type { AuditChange, RoleChange, ScaAuditEntry } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'

// Strong authentication (spec-decisions, SCA): each user has a TOTP secret (RFC 6238: six digits, 30 s, SHA-1, as
// authenticator apps read it). A change seed 002 guards needs a code of the caller's; a code is accepted once (RFC
// 6238 section 5.2: no code of the same or an earlier time step after one was accepted), and the change is recorded.

const ISSUER = 'Paydeck sandbox'

/**
 * A demo account's secret, derived from its e-mail so the README and a fresh database agree (the README lists them:
 * a demo account's code is anyone's to compute, as its password is). Every other user's is drawn at random.
 */
function demoSecretOf(email: string): Secret {
  const digest = createHmac('sha256', 'paydeck-sandbox-totp').update(email.toLowerCase()).digest()
  return new Secret({ buffer: new Uint8Array(digest.subarray(0, 20)).buffer })
}

/** Gives every user without one their secret (base32, as an otpauth URI carries it): documented or random. */
export function seedTotpSecrets(db: SandboxDatabase, documented: ReadonlySet<string>): void {
  const missing = db.prepare('SELECT id, email FROM users WHERE totp_secret IS NULL').all() as {
    id: number
    email: string
  }[]
  const set = db.prepare('UPDATE users SET totp_secret = ? WHERE id = ?')
  for (const user of missing)
    set.run((documented.has(user.email.toLowerCase()) ? demoSecretOf(user.email) : new Secret()).base32, user.id)
}

/** A new user's secret, drawn at random; the otpauth URI to show them once (their app reads it). */
export function newScaSecret(db: SandboxDatabase, userId: number): string {
  db.prepare('UPDATE users SET totp_secret = ? WHERE id = ?').run(new Secret().base32, userId)
  const { email } = db.prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string }
  return scaUri(db, email)
}

function totpOf(db: SandboxDatabase, email: string): { totp: TOTP; userId: number } {
  const row = db
    .prepare('SELECT id, email, totp_secret AS secret FROM users WHERE email = ? COLLATE NOCASE')
    .get(email) as { id: number; email: string; secret: string | null } | undefined
  if (!row?.secret) throw new Error(`There is no user ${email}.`)
  return {
    userId: row.id,
    totp: new TOTP({ issuer: ISSUER, label: row.email, secret: Secret.fromBase32(row.secret) }),
  }
}

/** The code a user's authenticator app shows now (the `paydeck-sandbox sca-code` command). */
export const currentScaCode = (db: SandboxDatabase, email: string, now = Date.now()) =>
  totpOf(db, email).totp.generate({ timestamp: now })

/** The otpauth:// URI of a user's secret, for an authenticator app (its QR code, or typed in). */
export const scaUri = (db: SandboxDatabase, email: string) => totpOf(db, email).totp.toString()

export const SCA_MISSING = 'This change needs the six-digit code from your authenticator app.'
export const SCA_WRONG = 'This code is wrong or has expired. Enter the code your app shows now.'
export const SCA_USED = 'This code has already been used. Wait for your app to show the next one.'

/** Why a code of the caller's is refused, or the time step it proves (not yet spent: see spendScaStep). */
export function checkScaCode(
  db: SandboxDatabase,
  email: string,
  code: string | undefined,
  now = Date.now(),
): { problem: string } | { userId: number; step: number } {
  if (!code?.trim()) return { problem: SCA_MISSING }
  const { totp, userId } = totpOf(db, email)
  const delta = /^\d{6}$/.test(code.trim()) ? totp.validate({ token: code.trim(), timestamp: now, window: 1 }) : null
  if (delta === null) return { problem: SCA_WRONG }
  const step = totp.counter({ timestamp: now }) + delta
  const last = db.prepare('SELECT last_step AS step FROM sca_steps WHERE user_id = ?').get(userId) as
    { step: number } | undefined
  return last && step <= last.step ? { problem: SCA_USED } : { userId, step }
}

/** Spends a code's time step: no code of it or an earlier one is accepted again. */
export function spendScaStep(db: SandboxDatabase, proof: { userId: number; step: number }): void {
  db.prepare(
    `INSERT INTO sca_steps (user_id, last_step) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET last_step = max(last_step, excluded.last_step)`,
  ).run(proof.userId, proof.step)
}

/**
 * Checks a code of the caller's and spends it: null when it is good, else why not. A code of the step before or
 * after is accepted too (clocks drift), but never one of a step at or before the last one accepted.
 */
export function verifyScaCode(db: SandboxDatabase, email: string, code: string | undefined, now = Date.now()) {
  const checked = checkScaCode(db, email, code, now)
  if ('problem' in checked) return checked.problem
  spendScaStep(db, checked)
  return null
}

/** A role's change as the code audit words it, from the rows the change wrote (its trail record's diff). */
export function roleChangeOf(changes: AuditChange[]): RoleChange | null {
  const role: RoleChange = { added: [], removed: [], codeAdded: [], codeRemoved: [] }
  let touched = false
  for (const change of changes) {
    const field = (name: string) => change.fields.find((candidate) => candidate.field === name)
    if (change.table === 'roles' && change.op === 'changed' && field('name')?.before)
      role.renamedFrom = field('name')!.before!
    const permission = field('permission')
    if (!permission || (change.table !== 'role_permissions' && change.table !== 'role_sca_permissions')) continue
    touched = true
    const lists =
      change.table === 'role_permissions' ? (['added', 'removed'] as const) : (['codeAdded', 'codeRemoved'] as const)
    if (change.op === 'added') role[lists[0]].push(permission.after!)
    if (change.op === 'removed') role[lists[1]].push(permission.before!)
  }
  return touched || role.renamedFrom ? role : null
}

/** A change in English, for a reader without the words of its codes. */
function describe(changes: AuditChange[]): string {
  const role = roleChangeOf(changes)
  if (role)
    return (
      [
        role.renamedFrom && `renamed from ${role.renamedFrom}`,
        role.added.length > 0 && `added ${role.added.join(', ')}`,
        role.removed.length > 0 && `removed ${role.removed.join(', ')}`,
        role.codeAdded.length > 0 && `code now needed for ${role.codeAdded.join(', ')}`,
        role.codeRemoved.length > 0 && `code no longer needed for ${role.codeRemoved.join(', ')}`,
      ]
        .filter(Boolean)
        .join('; ') || 'no change'
    )
  const fields = changes.flatMap((change) => change.fields.map((field) => field.field))
  return fields.length > 0 ? `changed ${[...new Set(fields)].join(', ')}` : 'no change'
}

/**
 * The changes made with a code in a tenant (the platform's: every tenant's), newest first: a view of the audit
 * trail (its records made with a code), not a record of its own.
 */
export function scaAudit(db: SandboxDatabase, tenantId: number | null, pageIndex: number, pageSize: number) {
  const where = tenantId === null ? '' : 'WHERE a.tenant_id = ?'
  const params = tenantId === null ? [] : [tenantId]
  const rows = db
    .prepare(
      `SELECT a.id, a.action, COALESCE(a.target, '') AS target, a.at, a.changes, u.email AS userEmail,
         u.first_name || ' ' || u.last_name AS userName
       FROM sca_audit a JOIN users u ON u.id = a.user_id ${where} ORDER BY a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, pageSize, pageIndex * pageSize) as (Omit<ScaAuditEntry, 'roleChange' | 'detail'> & {
    changes: string
  })[]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM sca_audit a ${where}`).get(...params) as { n: number }
  return {
    data: rows.map(({ changes, ...row }) => {
      const parsed = JSON.parse(changes) as AuditChange[]
      return { ...row, detail: describe(parsed), roleChange: roleChangeOf(parsed) }
    }),
    totalCount: n,
  }
}
