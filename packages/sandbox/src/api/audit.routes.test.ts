import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import type { AuditPage, AuditRecord } from '@paydeck/core/administration'
import { currentScaCode } from '../auth/sca'
import { checkSignIn } from '../auth/sign-in'
import { sealAuditTrail, verifyAuditTrail } from '../audit/audit-chain'
import { pruneAuditTrail } from '../audit/audit-reads'
import { openReader } from '../db/database'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { DEMO_PASSWORD } from '../seed/seed'

// The audit trail from outside: each change a record of who, what, on what, how it ended and what it changed,
// secrets masked; each administrator reads their organisation's; the chain names the first broken link.

const ADMIN = 'tenant@sandbox.test'
const MERCHANT_ADMIN = 'merchant@sandbox.test'
const SERVICE_DESK = 7

describe('the audit trail', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const newest = async (email = ADMIN, query = '') =>
    ((await json(email, `crm/audit/records?pageSize=1${query}`)) as AuditPage).data[0]!
  const live = { Mode: 'Live' }

  it('records a role changed with a code: the actor as they were, the role, what its permissions became', async () => {
    const change = { name: 'Service Desk', permissions: ['CRM.Support.Lookup'], scaRequiredPermissions: [] }
    const answer = await call(ADMIN, `users/roles/crm/${SERVICE_DESK}`, {
      method: 'PUT',
      body: change,
      headers: { scaCode: currentScaCode(sandbox.db, ADMIN) },
    })
    expect(answer.status).toBe(200)
    const record = await newest()
    expect(record).toMatchObject({
      tenantId: 1,
      merchantId: null,
      actor: { kind: 'tenant', email: ADMIN, name: 'Elif Kaya', role: 'Tenant Administrator' },
      action: 'roles.update',
      target: { type: 'role', id: String(SERVICE_DESK), label: 'Service Desk' },
      outcome: 'made',
      status: 200,
      withCode: true,
      source: { kind: 'api' },
    })
    const removed = record.changes.filter((row) => row.table === 'role_permissions' && row.op === 'removed')
    expect(removed.length).toBeGreaterThan(0)
    // The code audit is a view of the same trail: the change is there, worded as a role's.
    const codeAudit = await json(ADMIN, 'users/sca-audit?pageIndex=0&pageSize=1')
    expect(codeAudit.data[0]).toMatchObject({ action: 'roles.update', target: 'Service Desk', userEmail: ADMIN })
    expect(codeAudit.data[0].roleChange.removed.length).toBe(removed.length)
  })

  it('records a wrong code and a missing permission as refusals, with nothing changed', async () => {
    const wrong = await call(ADMIN, `users/roles/crm/${SERVICE_DESK}`, {
      method: 'PUT',
      body: { name: 'Renamed', permissions: [], scaRequiredPermissions: [] },
      headers: { scaCode: '000000' },
    })
    expect(wrong.status).toBe(400)
    expect(await newest()).toMatchObject({
      action: 'roles.update',
      outcome: 'refused',
      status: 400,
      problem: 'Bad Request',
      withCode: true,
      changes: [],
    })
    const forbidden = await call('agent@sandbox.test', 'pipelines', { body: { name: 'Mine' } })
    expect(forbidden.status).toBe(403)
    expect(await newest()).toMatchObject({
      actor: { email: 'agent@sandbox.test' },
      action: 'pipelines.create',
      outcome: 'refused',
      status: 403,
      problem: 'Forbidden',
    })
  })

  it('records a refund on its payment, under the payment’s merchant, with its reason and requestId', async () => {
    const payment = sandbox.db
      .prepare(
        `SELECT id, amount, merchant_id AS merchantId FROM transactions WHERE tenant_id = 1 AND mode = 'Live'
           AND type = 'Sale' AND status = 'Captured' AND refunded_amount = 0 AND parent_id IS NULL LIMIT 1`,
      )
      .get() as { id: number; amount: number; merchantId: number }
    const requestId = randomUUID()
    const refund = await call(ADMIN, `api/crm/transactions/${payment.id}/refunds`, {
      body: { amount: payment.amount, reason: 'Customer returned it' },
      headers: { requestId, ...live },
    })
    expect(refund.status).toBe(200)
    const record = await newest()
    expect(record).toMatchObject({
      merchantId: payment.merchantId,
      action: 'refundTransaction',
      target: { type: 'transaction', id: String(payment.id) },
      reason: 'Customer returned it',
      requestId,
    })
    const tables = record.changes.map((row) => `${row.table} ${row.op}`)
    expect(tables).toContain('transactions changed')
    expect(tables).toContain('transactions added')
    // Sent again with the same requestId, the remembered answer is given and nothing new is recorded.
    await call(ADMIN, `api/crm/transactions/${payment.id}/refunds`, {
      body: { amount: payment.amount, reason: 'Customer returned it' },
      headers: { requestId, ...live },
    })
    expect((await newest()).seq).toBe(record.seq)
    // The payment's History: its records, by its target.
    const history = (await json(
      ADMIN,
      `crm/audit/records?pageSize=10&targetType=transaction&targetId=${payment.id}`,
    )) as AuditPage
    expect(history.data.map((entry) => entry.action)).toEqual(['refundTransaction'])
  })

  it('masks a password reset’s new hash, and never holds the temporary password', async () => {
    const reset = await call(ADMIN, 'users/password-reset', {
      body: { userId: 6 },
      headers: { scaCode: currentScaCode(sandbox.db, ADMIN, Date.now() + 30_000) },
    })
    expect(reset.status).toBe(200)
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string }
    const record = await newest()
    expect(record).toMatchObject({ action: 'crmUsers.resetPassword', target: { type: 'user', id: '6' } })
    const hash = record.changes.flatMap((row) => row.fields).find((field) => field.field === 'password_hash')
    expect(hash).toEqual({ field: 'password_hash', before: '••••••', after: '••••••' })
    const stored = sandbox.db.prepare('SELECT changes FROM audit_trail WHERE seq = ?').pluck().get(record.seq)
    const passwordHash = sandbox.db.prepare('SELECT password_hash FROM users WHERE id = 6').pluck().get() as string
    expect(String(stored)).not.toContain(temporaryPassword)
    expect(String(stored)).not.toContain(passwordHash)
  })

  it('joins sign-ins, failures and the lockout they cause to the same trail', () => {
    const attempt = { ip: '203.0.113.9', userAgent: 'Tests' }
    checkSignIn(sandbox.db, { email: 'desk@sandbox.test', password: DEMO_PASSWORD, ...attempt })
    for (let tries = 0; tries < 5; tries++)
      checkSignIn(sandbox.db, { email: 'desk@sandbox.test', password: 'wrong', ...attempt })
    const actions = sandbox.db
      .prepare(
        `SELECT action_key FROM audit_trail WHERE target_type = 'user' AND target_id = '12' AND source = 'signIn'
         ORDER BY seq`,
      )
      .pluck()
      .all()
    expect(actions[0]).toBe('signIn')
    expect(actions).toContain('signInFailed')
    expect(actions.at(-1)).toBe('lockedOut')
  })

  it('lets each administrator read their own organisation’s records, page by page, and the same as CSV', async () => {
    // A merchant's administrator sees their merchant's records only; another tenant's sees none of these.
    const merchants = (await json(MERCHANT_ADMIN, 'audit/records?pageSize=200')) as AuditPage
    expect(merchants.data.every((record) => record.merchantId === 1)).toBe(true)
    const other = (await json('bosphorus@sandbox.test', 'crm/audit/records?pageSize=200')) as AuditPage
    expect(other.data.every((record) => record.tenantId === 2)).toBe(true)
    expect((await call('bosphorus@sandbox.test', 'crm/audit/records?pageSize=5&tenantId=1')).status).toBe(403)
    expect((await call('agent@sandbox.test', 'crm/audit/records?pageSize=5')).status).toBe(403)

    // Pages by key: each the records before the last one read, none twice, to the end.
    const all = (await json(ADMIN, 'crm/audit/records?pageSize=200')) as AuditPage
    const seen: AuditRecord[] = []
    let before: number | null | undefined
    do {
      const page = (await json(ADMIN, `crm/audit/records?pageSize=3${before ? `&before=${before}` : ''}`)) as AuditPage
      seen.push(...page.data)
      before = page.next
    } while (before)
    expect(seen.map((record) => record.seq)).toEqual(all.data.map((record) => record.seq))

    const csv = await (await call(ADMIN, 'crm/audit/records/csv?outcome=refused&timeZone=Europe/Istanbul')).text()
    const refused = all.data.filter((record) => record.outcome === 'refused')
    const lines = csv.trim().split('\n')
    expect(lines).toHaveLength(refused.length + 1)
    expect(lines[1]).toContain(String(refused[0]!.seq))
    expect(lines[1]).toContain('+03:00')
  })

  it('shows administrators the newest link, to keep elsewhere', async () => {
    const head = await json(ADMIN, 'crm/audit/head')
    const record = await newest()
    expect(head).toMatchObject({ tenantId: 1, seq: record.seq, hash: record.hash, retentionDays: 400 })
  })
})

describe('the chain', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'audit-')), 'sandbox.sqlite')
  const sandbox = createSandbox({ database: file, transactions: 200 })
  afterAll(() => sandbox.close())
  const { call } = apiCaller(sandbox)

  /** A few records of tenant 1's chain: pipelines made, each a record. */
  const makeRecords = async (count: number) => {
    for (let index = 0; index < count; index++)
      await call(ADMIN, 'pipelines', { body: { name: `Pipeline ${randomUUID().slice(0, 8)}` } })
  }
  const seqs = () =>
    sandbox.db.prepare('SELECT seq FROM audit_trail WHERE chain = 1 ORDER BY seq').pluck().all() as number[]
  /** Tampers with a copy of the file, and verifies the copy as the command line would. */
  const tampered = (...statements: [string, ...unknown[]][]) => {
    const copy = join(mkdtempSync(join(tmpdir(), 'tampered-')), 'sandbox.sqlite')
    sandbox.db.prepare('VACUUM INTO ?').run(copy)
    const db = new Database(copy)
    for (const [sql, ...params] of statements) db.prepare(sql).run(...params)
    db.close()
    return verifyAuditTrail(openReader(copy)).broken
  }

  it('verifies an untouched file, and names the first record edited, deleted or moved', async () => {
    await makeRecords(4)
    expect(verifyAuditTrail(openReader(file)).broken).toBeNull()
    const [, second, third] = seqs()
    expect(tampered(["UPDATE audit_trail SET actor_email = 'someone@else.test' WHERE seq = ?", second])).toMatchObject({
      seq: second,
      why: 'the record was changed after it was written',
    })
    expect(tampered(['DELETE FROM audit_trail WHERE seq = ?', second])).toMatchObject({
      seq: third,
      why: expect.stringContaining('removed or moved'),
    })
    // Two records swapped: each sits where the other was.
    expect(
      tampered(
        ['UPDATE audit_trail SET seq = -1 WHERE seq = ?', second],
        ['UPDATE audit_trail SET seq = ? WHERE seq = ?', second, third],
        ['UPDATE audit_trail SET seq = ? WHERE seq = -1', third],
      ),
    ).toMatchObject({ seq: second })
  })

  it('prunes what the tenant no longer keeps, and the rest still verifies from the checkpoint', async () => {
    await makeRecords(2)
    const [first, second] = seqs()
    // The two oldest records of the chain are a year and a half old.
    sandbox.db.prepare("UPDATE audit_trail SET at = '2025-01-01T00:00:00.000Z' WHERE seq IN (?, ?)").run(first, second)
    // Linked again over the changed times (as a carried-over history is), then pruned.
    sandbox.db.prepare('UPDATE audit_trail SET hash = NULL WHERE chain = 1').run()
    sealAuditTrail(sandbox.db)
    expect(pruneAuditTrail(sandbox.db)).toBe(2)
    expect(verifyAuditTrail(openReader(file)).broken).toBeNull()
    expect(sandbox.db.prepare('SELECT seq, pruned FROM audit_checkpoints WHERE chain = 1').get()).toEqual({
      seq: second,
      pruned: 2,
    })
  })
})
