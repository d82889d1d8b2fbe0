import { randomBytes } from 'node:crypto'
import { Hono, type Context } from 'hono'
import {
  crmUserFieldsSchema,
  userActivationSchema,
  passwordResetSchema,
  crmUserProblems,
  merchantGrantsSchema,
  methodGrantsSchema,
  providerGrantsSchema,
  type CrmUser,
  type CrmUserFields,
} from '@paydeck/core/administration'
import { hashPassword } from '../auth/passwords'
import { newScaSecret, recordScaChange } from '../auth/sca'
import type { SandboxDatabase } from '../db/database'
import { references } from '../db/references'
import type { ApiEnv } from './auth.middleware'
import { bodyOf } from './json-body'
import { bind } from './route-table'
import { pageOf } from './paging'
import { conflict, invalid, notFound } from './problems'
import { containing, likeEscape } from '../db/like'

// Seed 002 section 7's CRM users: a tenant's staff accounts, created, edited, activated, deactivated, unlocked and
// deleted by its user managers, each change but unlocking made with a code (section 6); and their grants.

const CRM_LEVEL = 1

const userColumns = `u.id, u.email, u.first_name AS firstName, u.last_name AS lastName, u.role_id AS roleId,
  r.name AS roleName, u.is_active AS isActive, u.is_locked AS isLocked, u.is_administrator AS isAdministrator,
  u.time_zone AS timeZone, u.last_login_time AS lastLoginTime`
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

/** Whose staff a call works on: the tenant (given the user it names, if any), or the answer refusing. */
type TenantOf = (c: Context<ApiEnv>, userId?: number) => number | Response

/**
 * The handlers of a tenant's staff accounts, for whichever way the tenant is named: CRM users (the caller's own
 * tenant) and tenant users (the tenant in the path, for platform staff or the tenant's own user managers).
 */
function staffAccounts(db: SandboxDatabase, tenantOf: TenantOf) {
  const from = `FROM users u JOIN roles r ON r.id = u.role_id WHERE u.user_type = 'crm' AND u.tenant_id = ?`
  const find = (tenantId: number, id: number) => {
    const row = db.prepare(`SELECT ${userColumns} ${from} AND u.id = ?`).get(tenantId, id) as Row | undefined
    return row && toUser(row)
  }
  /** The tenant's user the path (or the body's userId) names, or the refusal. */
  const userOf = (
    c: Context<ApiEnv>,
    id = Number(c.req.param('id')),
  ): { tenantId: number; user: CrmUser } | Response => {
    const tenantId = tenantOf(c, id)
    if (tenantId instanceof Response) return tenantId
    const user = find(tenantId, id)
    return user ? { tenantId, user } : notFound(c, `There is no CRM user ${id}.`)
  }
  const record = (
    c: Context<ApiEnv>,
    tenantId: number,
    action: string,
    user: { id: number; email: string },
    detail: string,
  ) =>
    recordScaChange(db, {
      tenantId,
      userId: c.get('caller').user.id,
      action,
      target: `${user.email} (CRM user ${user.id})`,
      detail,
    })
  /** A user's fields by the rules, with a role of the tenant's staff and an address nobody else has. */
  const fieldsOf = async (
    c: Context<ApiEnv>,
    tenantId: number,
    self: number | null,
  ): Promise<CrmUserFields | Response> => {
    const body = bodyOf(c, crmUserFieldsSchema)
    const problems: Record<string, string[]> = Object.fromEntries(
      Object.entries(crmUserProblems(body)).map(([field, message]) => [field, [message]]),
    )
    const role = db
      .prepare('SELECT id FROM roles WHERE id = ? AND user_level = ? AND (tenant_id IS NULL OR tenant_id = ?)')
      .get(body.roleId, CRM_LEVEL, tenantId)
    if (!problems.roleId && !role) problems.roleId = ['Choose one of your CRM roles.']
    const taken = db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(body.email.trim()) as
      { id: number } | undefined
    if (!problems.email && taken && taken.id !== self) problems.email = ['Another user has this e-mail address.']
    if (Object.keys(problems).length > 0) return invalid(c, problems)
    return { ...body, email: body.email.trim(), firstName: body.firstName.trim(), lastName: body.lastName.trim() }
  }
  const notSelf = (c: Context<ApiEnv>, user: CrmUser, what: string) =>
    user.id === c.get('caller').user.id ? conflict(c, `You cannot ${what} your own account.`) : null
  /** Shown once to the administrator, who passes it on; only its hash is kept. */
  const temporaryPassword = () => readablePassword()
  const setActive = (c: Context<ApiEnv>, found: { tenantId: number; user: CrmUser }, isActive: boolean) => {
    const own = !isActive && notSelf(c, found.user, 'deactivate')
    if (own) return own
    db.prepare('UPDATE users SET is_active = ? WHERE id = ?').run(Number(isActive), found.user.id)
    record(
      c,
      found.tenantId,
      isActive ? 'user.activate' : 'user.deactivate',
      found.user,
      isActive ? 'activated' : 'deactivated',
    )
    return c.json(find(found.tenantId, found.user.id))
  }

  return {
    find,
    userOf,
    list(c: Context<ApiEnv>) {
      const tenantId = tenantOf(c)
      if (tenantId instanceof Response) return tenantId
      const { pageIndex, pageSize } = pageOf(c)
      const search = containing(c.req.query('search') ?? '')
      const match = `AND (u.email LIKE ? ${likeEscape} OR u.first_name || ' ' || u.last_name LIKE ? ${likeEscape})`
      const rows = db
        .prepare(`SELECT ${userColumns} ${from} ${match} ORDER BY u.last_name, u.first_name, u.id LIMIT ? OFFSET ?`)
        .all(tenantId, search, search, pageSize, pageIndex * pageSize) as Row[]
      const { n } = db.prepare(`SELECT COUNT(*) AS n ${from} ${match}`).get(tenantId, search, search) as { n: number }
      return c.json({ data: rows.map(toUser), totalCount: n })
    },
    one(c: Context<ApiEnv>) {
      const found = userOf(c)
      return found instanceof Response ? found : c.json(found.user)
    },
    async create(c: Context<ApiEnv>) {
      const tenantId = tenantOf(c)
      if (tenantId instanceof Response) return tenantId
      const fields = await fieldsOf(c, tenantId, null)
      if (fields instanceof Response) return fields
      const password = temporaryPassword()
      const id = Number(
        db
          .prepare(
            `INSERT INTO users (email, password_hash, first_name, last_name, user_type, tenant_id, merchant_id, role_id,
               is_administrator, time_zone) VALUES (?, ?, ?, ?, 'crm', ?, NULL, ?, 0, ?)`,
          )
          .run(
            fields.email,
            hashPassword(password),
            fields.firstName,
            fields.lastName,
            tenantId,
            fields.roleId,
            fields.timeZone,
          ).lastInsertRowid,
      )
      record(c, tenantId, 'user.create', { id, email: fields.email }, `created with role ${fields.roleId}`)
      // Their authenticator's secret, shown once with the password: a change of theirs that needs a code can be made.
      const authenticatorUri = newScaSecret(db, id)
      return c.json({ ...find(tenantId, id)!, temporaryPassword: password, authenticatorUri }, 201)
    },
    async update(c: Context<ApiEnv>) {
      const found = userOf(c)
      if (found instanceof Response) return found
      const fields = await fieldsOf(c, found.tenantId, found.user.id)
      if (fields instanceof Response) return fields
      db.prepare(
        'UPDATE users SET email = ?, first_name = ?, last_name = ?, role_id = ?, time_zone = ? WHERE id = ?',
      ).run(fields.email, fields.firstName, fields.lastName, fields.roleId, fields.timeZone, found.user.id)
      const changes = (['email', 'firstName', 'lastName', 'roleId', 'timeZone'] as const)
        .filter((field) => String(found.user[field]) !== String(fields[field]))
        .map((field) => `${field} ${found.user[field]} → ${fields[field]}`)
      record(c, found.tenantId, 'user.update', found.user, changes.join('; ') || 'no change')
      return c.json(find(found.tenantId, found.user.id))
    },
    remove(c: Context<ApiEnv>) {
      const found = userOf(c)
      if (found instanceof Response) return found
      const own = notSelf(c, found.user, 'delete')
      if (own) return own
      // The account goes; what it did stays on record under a deactivated, anonymised row.
      db.prepare(
        `UPDATE users SET is_active = 0, email = 'deleted-' || id || '@deleted.invalid', first_name = 'Deleted',
           last_name = 'user', user_type = 'deleted' WHERE id = ?`,
      ).run(found.user.id)
      record(c, found.tenantId, 'user.delete', found.user, 'deleted')
      return c.json({ result: 'success' })
    },
    async activation(c: Context<ApiEnv>) {
      const found = userOf(c)
      if (found instanceof Response) return found
      return setActive(c, found, bodyOf(c, userActivationSchema).isActive)
    },
    setActive(isActive: boolean) {
      return (c: Context<ApiEnv>) => {
        const found = userOf(c)
        return found instanceof Response ? found : setActive(c, found, isActive)
      }
    },
    unlock(c: Context<ApiEnv>) {
      const found = userOf(c)
      if (found instanceof Response) return found
      db.prepare('UPDATE users SET is_locked = 0, failed_sign_ins = 0 WHERE id = ?').run(found.user.id)
      return c.json(find(found.tenantId, found.user.id))
    },
    /**
     * A new temporary password, shown once, in place of the old one (which stops working); the account is
     * unlocked too. Taking over an account this way is a change of the user, so it needs a code.
     */
    async resetPassword(c: Context<ApiEnv>) {
      const body = bodyOf(c, passwordResetSchema)
      const found = userOf(c, body.userId)
      if (found instanceof Response) return found
      const own = notSelf(c, found.user, 'reset the password of')
      if (own) return own
      const password = temporaryPassword()
      db.prepare('UPDATE users SET password_hash = ?, is_locked = 0, failed_sign_ins = 0 WHERE id = ?').run(
        hashPassword(password),
        found.user.id,
      )
      record(c, found.tenantId, 'user.passwordReset', found.user, 'password reset')
      return c.json({ ...find(found.tenantId, found.user.id)!, temporaryPassword: password })
    },
  }
}

export function crmUserRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  // Tenant staff who manage users (the route table says who): their own tenant's staff.
  const accounts = staffAccounts(db, (c) => c.get('caller').user.tenantId)
  const { userOf } = accounts

  bind(app, 'crmUsers.page', accounts.list)
  bind(app, 'crmUsers.one', accounts.one)
  bind(app, 'crmUsers.create', accounts.create)
  bind(app, 'crmUsers.update', accounts.update)
  bind(app, 'crmUsers.remove', accounts.remove)
  bind(app, 'crmUsers.setActive', accounts.activation)
  bind(app, 'crmUsers.unlock', accounts.unlock)
  bind(app, 'crmUsers.resetPassword', accounts.resetPassword)

  // Grants: which customers, payment methods and service providers the user works with (none: every one).
  const grants = [
    {
      get: 'merchantGrants',
      put: 'setMerchantGrants',
      schema: merchantGrantsSchema,
      field: 'merchantIds',
      table: 'user_merchant_grants',
      column: 'merchant_id',
      known: (tenantId: number) => db.prepare('SELECT id FROM merchants WHERE tenant_id = ?').all(tenantId),
      refusal: 'Choose customers of your tenant.',
    },
    {
      get: 'paymentMethodGrants',
      put: 'setPaymentMethodGrants',
      schema: methodGrantsSchema,
      field: 'paymentMethods',
      table: 'user_payment_method_grants',
      column: 'payment_method',
      known: () => [...references(db).paymentMethodCodes()].map((id) => ({ id })),
      refusal: 'Choose known payment methods.',
    },
    {
      get: 'serviceProviderGrants',
      put: 'setServiceProviderGrants',
      schema: providerGrantsSchema,
      field: 'serviceProviderIds',
      table: 'user_provider_grants',
      column: 'provider_id',
      known: () => db.prepare('SELECT id FROM service_providers').all(),
      refusal: 'Choose known service providers.',
    },
  ] as const
  for (const grant of grants) {
    const read = (userId: number) => ({
      [grant.field]: (
        db.prepare(`SELECT ${grant.column} AS value FROM ${grant.table} WHERE user_id = ? ORDER BY 1`).all(userId) as {
          value: string | number
        }[]
      ).map((row) => row.value),
    })
    bind(app, grant.get, (c) => {
      const found = userOf(c)
      return found instanceof Response ? found : c.json(read(found.user.id))
    })
    bind(app, grant.put, async (c) => {
      const found = userOf(c)
      if (found instanceof Response) return found
      const body = bodyOf(c, grant.schema) as Record<string, (string | number)[]>
      const values = body[grant.field]!
      const known = new Set((grant.known(found.tenantId) as { id: string | number }[]).map((row) => row.id))
      if (values.some((value) => !known.has(value))) return invalid(c, { [grant.field]: [grant.refusal] })
      db.transaction(() => {
        db.prepare(`DELETE FROM ${grant.table} WHERE user_id = ?`).run(found.user.id)
        const insert = db.prepare(`INSERT OR IGNORE INTO ${grant.table} (user_id, ${grant.column}) VALUES (?, ?)`)
        for (const value of values) insert.run(found.user.id, value)
      })()
      return c.json(read(found.user.id))
    })
  }
  return app
}

/**
 * Seed 002's tenant users: the same staff accounts, the tenant named in the path, for platform staff who manage
 * tenants. The password reset names no tenant: it is the user's.
 */
export function tenantUserRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const tenantExists = db.prepare('SELECT id FROM tenants WHERE id = ?')
  const tenantOfUser = db.prepare("SELECT tenant_id AS tenantId FROM users WHERE id = ? AND user_type = 'crm'")
  // Platform staff who manage tenants (the route table says who): the tenant the path names, or the user's.
  const accounts = staffAccounts(db, (c, userId) => {
    const named = c.req.param('tenantId')
      ? Number(c.req.param('tenantId'))
      : (tenantOfUser.get(userId ?? 0) as { tenantId: number } | undefined)?.tenantId
    return named !== undefined && tenantExists.get(named) ? named : notFound(c, 'There is no such tenant or user.')
  })
  bind(app, 'tenantUsers.page', accounts.list)
  bind(app, 'tenantUsers.create', accounts.create)
  bind(app, 'tenantUsers.update', accounts.update)
  bind(app, 'tenantUsers.activate', accounts.setActive(true))
  bind(app, 'tenantUsers.deactivate', accounts.setActive(false))
  bind(app, 'tenantUsers.remove', accounts.remove)
  bind(app, 'tenantUsers.unlock', accounts.unlock)
  bind(app, 'tenantUsers.resetPassword', accounts.resetPassword)
  return app
}

// No character a reader could take for another (l, I, 1; O, 0; o), so a password read out or copied by hand works.
const unmistakable = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

/** 16 characters in groups of four (over 90 bits), from the characters no one misreads. */
export function readablePassword(): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet's length).
  const limit = 256 - (256 % unmistakable.length)
  const characters: string[] = []
  while (characters.length < 16) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && characters.length < 16) characters.push(unmistakable[byte % unmistakable.length]!)
    }
  }
  return characters.join('').match(/.{4}/g)!.join('-')
}
