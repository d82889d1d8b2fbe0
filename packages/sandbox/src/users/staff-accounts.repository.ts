import { rolesOfTenant } from './roles.repository'
import type { CrmUser, CrmUserFields } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import { containing, likeEscape } from '../db/like'
import type { Page } from '../domain/page'

// A tenant's staff accounts (seed 002 section 7) as stored: read, written, and what they are granted.

const CRM_LEVEL = 1

const userColumns = `u.id, u.email, u.first_name AS firstName, u.last_name AS lastName, u.role_id AS roleId,
  r.name AS roleName, u.is_active AS isActive, u.is_locked AS isLocked, u.is_administrator AS isAdministrator,
  u.time_zone AS timeZone, u.last_login_time AS lastLoginTime`
const from = `FROM users u JOIN roles r ON r.id = u.role_id WHERE u.user_type = 'crm' AND u.tenant_id = ?`
const match = `AND (u.email LIKE ? ${likeEscape} OR u.first_name || ' ' || u.last_name LIKE ? ${likeEscape})`

type Row = Omit<CrmUser, 'isActive' | 'isLocked' | 'isAdministrator'> & {
  isActive: number
  isLocked: number
  isAdministrator: number
}
const toUser = (row: Row): CrmUser => ({
  ...row,
  isActive: row.isActive === 1,
  isLocked: row.isLocked === 1,
  isAdministrator: row.isAdministrator === 1,
})

/** What a staff account may be granted, and where each grant is kept. */
export const grantStores = {
  merchantIds: { table: 'user_merchant_grants', column: 'merchant_id' },
  paymentMethods: { table: 'user_payment_method_grants', column: 'payment_method' },
  serviceProviderIds: { table: 'user_provider_grants', column: 'provider_id' },
} as const
export type GrantField = keyof typeof grantStores

export function staffAccountsRepository(db: SandboxDatabase) {
  const find = (tenantId: number, id: number) => {
    const row = db.prepare(`SELECT ${userColumns} ${from} AND u.id = ?`).get(tenantId, id) as Row | undefined
    return row && toUser(row)
  }
  return {
    find,
    /** A page of the tenant's staff whose e-mail or name holds the search, by name. */
    page(tenantId: number, search: string, page: Page) {
      const term = containing(search)
      const rows = db
        .prepare(`SELECT ${userColumns} ${from} ${match} ORDER BY u.last_name, u.first_name, u.id LIMIT ? OFFSET ?`)
        .all(tenantId, term, term, page.pageSize, page.pageIndex * page.pageSize) as Row[]
      const { n } = db.prepare(`SELECT COUNT(*) AS n ${from} ${match}`).get(tenantId, term, term) as { n: number }
      return { data: rows.map(toUser), totalCount: n }
    },
    /** Whether a role is one the tenant's staff may hold (the platform's CRM roles or the tenant's own). */
    isStaffRole: (roleId: number, tenantId: number) =>
      !!db
        .prepare(`SELECT id FROM roles WHERE id = ? AND user_level = ? AND ${rolesOfTenant()}`)
        .get(roleId, CRM_LEVEL, tenantId),
    /** The user who has an e-mail address (in any case), if any. */
    holderOf: (email: string) =>
      (db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email) as { id: number } | undefined)?.id,
    /** The tenant a staff account belongs to. */
    tenantOf: (userId: number) =>
      (
        db.prepare("SELECT tenant_id AS tenantId FROM users WHERE id = ? AND user_type = 'crm'").get(userId) as
          { tenantId: number } | undefined
      )?.tenantId,
    insert(tenantId: number, fields: CrmUserFields, passwordHash: string): number {
      return Number(
        db
          .prepare(
            `INSERT INTO users (email, password_hash, first_name, last_name, user_type, tenant_id, merchant_id, role_id,
               is_administrator, time_zone) VALUES (?, ?, ?, ?, 'crm', ?, NULL, ?, 0, ?)`,
          )
          .run(fields.email, passwordHash, fields.firstName, fields.lastName, tenantId, fields.roleId, fields.timeZone)
          .lastInsertRowid,
      )
    },
    update(id: number, fields: CrmUserFields) {
      db.prepare(
        'UPDATE users SET email = ?, first_name = ?, last_name = ?, role_id = ?, time_zone = ? WHERE id = ?',
      ).run(fields.email, fields.firstName, fields.lastName, fields.roleId, fields.timeZone, id)
    },
    /** The account goes; what it did stays on record under a deactivated, anonymised row. */
    anonymise(id: number) {
      db.prepare(
        `UPDATE users SET is_active = 0, email = 'deleted-' || id || '@deleted.invalid', first_name = 'Deleted',
           last_name = 'user', user_type = 'deleted' WHERE id = ?`,
      ).run(id)
    },
    setActive: (id: number, isActive: boolean) =>
      db.prepare('UPDATE users SET is_active = ? WHERE id = ?').run(Number(isActive), id),
    unlock: (id: number) => db.prepare('UPDATE users SET is_locked = 0, failed_sign_ins = 0 WHERE id = ?').run(id),
    /** A new password, the account unlocked with it. */
    setPassword: (id: number, passwordHash: string) =>
      db
        .prepare('UPDATE users SET password_hash = ?, is_locked = 0, failed_sign_ins = 0 WHERE id = ?')
        .run(passwordHash, id),
    grantsOf(field: GrantField, userId: number): (string | number)[] {
      const { table, column } = grantStores[field]
      return (
        db.prepare(`SELECT ${column} AS value FROM ${table} WHERE user_id = ? ORDER BY 1`).all(userId) as {
          value: string | number
        }[]
      ).map((row) => row.value)
    },
    replaceGrants(field: GrantField, userId: number, values: readonly (string | number)[]) {
      const { table, column } = grantStores[field]
      db.transaction(() => {
        db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId)
        const insert = db.prepare(`INSERT OR IGNORE INTO ${table} (user_id, ${column}) VALUES (?, ?)`)
        for (const value of values) insert.run(userId, value)
      })()
    },
    merchantIdsOf: (tenantId: number) =>
      (db.prepare('SELECT id FROM merchants WHERE tenant_id = ?').all(tenantId) as { id: number }[]).map(
        (row) => row.id,
      ),
    serviceProviderIds: () =>
      (db.prepare('SELECT id FROM service_providers').all() as { id: number }[]).map((row) => row.id),
  }
}
