import { createHmac } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import type { RoleChange, ScaAuditEntry } from '@paydeck/core/administration'
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

export interface ScaChange {
  tenantId: number | null
  userId: number
  /** What was done: 'role.update', 'user.deactivate' … */
  action: string
  /** What it was done to, as a person reads it ("Service Desk (CRM role 7)"). */
  target: string
  /** What changed, in words ("removed Reports.View"). */
  detail: string
  /** A role's change, kept by code so a screen can word it. */
  roleChange?: RoleChange
}

/** Records a change made with a code: who, what, when. */
export function recordScaChange(db: SandboxDatabase, change: ScaChange): void {
  db.prepare(
    'INSERT INTO sca_audit (tenant_id, user_id, action, target, detail, at, role_change) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    change.tenantId,
    change.userId,
    change.action,
    change.target,
    change.detail.slice(0, 2_000),
    new Date().toISOString(),
    change.roleChange ? JSON.stringify(change.roleChange) : null,
  )
}

/** The record of a tenant's changes made with a code (the platform's: every tenant's), newest first. */
export function scaAudit(db: SandboxDatabase, tenantId: number | null, pageIndex: number, pageSize: number) {
  const where = tenantId === null ? '' : 'WHERE a.tenant_id = ?'
  const params = tenantId === null ? [] : [tenantId]
  const rows = db
    .prepare(
      `SELECT a.id, a.action, a.target, a.detail, a.at, a.role_change AS roleChange, u.email AS userEmail,
         u.first_name || ' ' || u.last_name AS userName
       FROM sca_audit a JOIN users u ON u.id = a.user_id ${where} ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, pageSize, pageIndex * pageSize) as (Omit<ScaAuditEntry, 'roleChange'> & {
    roleChange: string | null
  })[]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM sca_audit a ${where}`).get(...params) as { n: number }
  return {
    data: rows.map((row) => ({
      ...row,
      roleChange: row.roleChange ? (JSON.parse(row.roleChange) as RoleChange) : null,
    })),
    totalCount: n,
  }
}
