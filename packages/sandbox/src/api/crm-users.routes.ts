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
import { ruleText } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { requestLanguage } from './language'
import { references } from '../db/references'
import type { ApiEnv } from './auth.middleware'
import { bodyOf } from './json-body'
import { bind } from './route-table'
import { pageOf } from './paging'
import { conflict, invalid, notFound } from './problems'
import { roleFields, wordedAnswers } from './worded-answers'
import { staffAccountsRepository } from '../users/staff-accounts.repository'
import { findTenant } from '../tenants/tenants.repository'

// Seed 002 section 7's CRM users: a tenant's staff accounts, created, edited, activated, deactivated, unlocked and
// deleted by its user managers, each change but unlocking made with a code (section 6); and their grants.

/** Whose staff a call works on: the tenant (given the user it names, if any), or the answer refusing. */
type TenantOf = (c: Context<ApiEnv>, userId?: number) => number | Response

/**
 * The handlers of a tenant's staff accounts, for whichever way the tenant is named: CRM users (the caller's own
 * tenant) and tenant users (the tenant in the path, for platform staff or the tenant's own user managers).
 */
function staffAccounts(db: SandboxDatabase, tenantOf: TenantOf) {
  const store = staffAccountsRepository(db)
  const { find } = store
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
      Object.entries(crmUserProblems(body)).map(([field, problem]) => [field, [ruleText(problem, requestLanguage(c))]]),
    )
    if (!problems.roleId && !store.isStaffRole(body.roleId, tenantId))
      problems.roleId = ['Choose one of your CRM roles.']
    const holder = store.holderOf(body.email.trim())
    if (!problems.email && holder !== undefined && holder !== self)
      problems.email = ['Another user has this e-mail address.']
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
    store.setActive(found.user.id, isActive)
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
      return c.json(store.page(tenantId, c.req.query('search') ?? '', pageOf(c)))
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
      const id = store.insert(tenantId, fields, hashPassword(password))
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
      store.update(found.user.id, fields)
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
      store.anonymise(found.user.id)
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
      store.unlock(found.user.id)
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
      store.setPassword(found.user.id, hashPassword(password))
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
  app.use('*', wordedAnswers(roleFields))

  bind(app, 'crmUsers.page', accounts.list)
  bind(app, 'crmUsers.one', accounts.one)
  bind(app, 'crmUsers.create', accounts.create)
  bind(app, 'crmUsers.update', accounts.update)
  bind(app, 'crmUsers.remove', accounts.remove)
  bind(app, 'crmUsers.setActive', accounts.activation)
  bind(app, 'crmUsers.unlock', accounts.unlock)
  bind(app, 'crmUsers.resetPassword', accounts.resetPassword)

  // Grants: which customers, payment methods and service providers the user works with (none: every one).
  const store = staffAccountsRepository(db)
  const grants = [
    {
      get: 'merchantGrants',
      put: 'setMerchantGrants',
      schema: merchantGrantsSchema,
      field: 'merchantIds',
      known: (tenantId: number) => store.merchantIdsOf(tenantId),
      refusal: 'Choose customers of your tenant.',
    },
    {
      get: 'paymentMethodGrants',
      put: 'setPaymentMethodGrants',
      schema: methodGrantsSchema,
      field: 'paymentMethods',
      known: () => [...references(db).paymentMethodCodes()],
      refusal: 'Choose known payment methods.',
    },
    {
      get: 'serviceProviderGrants',
      put: 'setServiceProviderGrants',
      schema: providerGrantsSchema,
      field: 'serviceProviderIds',
      known: () => store.serviceProviderIds(),
      refusal: 'Choose known service providers.',
    },
  ] as const
  for (const grant of grants) {
    const read = (userId: number) => ({ [grant.field]: store.grantsOf(grant.field, userId) })
    bind(app, grant.get, (c) => {
      const found = userOf(c)
      return found instanceof Response ? found : c.json(read(found.user.id))
    })
    bind(app, grant.put, (c) => {
      const found = userOf(c)
      if (found instanceof Response) return found
      const values = (bodyOf(c, grant.schema) as Record<string, (string | number)[]>)[grant.field]!
      const known = new Set<string | number>(grant.known(found.tenantId))
      if (values.some((value) => !known.has(value))) return invalid(c, { [grant.field]: [grant.refusal] })
      store.replaceGrants(grant.field, found.user.id, values)
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
  const store = staffAccountsRepository(db)
  // Platform staff who manage tenants (the route table says who): the tenant the path names, or the user's.
  const accounts = staffAccounts(db, (c, userId) => {
    const named = c.req.param('tenantId') ? Number(c.req.param('tenantId')) : store.tenantOf(userId ?? 0)
    return named !== undefined && findTenant(db, named) ? named : notFound(c, 'There is no such tenant or user.')
  })
  app.use('*', wordedAnswers(roleFields))
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
