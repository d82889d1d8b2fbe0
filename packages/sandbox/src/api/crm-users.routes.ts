import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { administrationRoutes as administrationArea } from '@paydeck/core/openapi'
import { crmUserProblems, type CrmUser, type CrmUserFields } from '@paydeck/core/administration'
import { hashPassword } from '../auth/passwords'
import { newScaSecret } from '../auth/sca'
import { ruleText } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { references } from '../db/references'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import type { Language } from '../domain/language'
import type { Page } from '../domain/page'
import { found, invalidIf, refuse } from '../domain/problem'
import { created, implement } from './implement'
import { roleFields, wordedAnswers } from './worded-answers'
import { staffAccountsRepository, type GrantField } from '../users/staff-accounts.repository'
import { findTenant } from '../tenants/tenants.repository'

// Seed 002 section 7's CRM users: a tenant's staff accounts, created, edited, activated, deactivated, unlocked and
// deleted by its user managers, each change but unlocking made with a code (section 6); and their grants.

/** What a call on staff accounts carries that its handler reads. */
interface AccountCall {
  c: Context<ApiEnv>
  caller: Caller
  language: Language
  page: Page
  params: { id?: number; tenantId?: number }
  query: { search?: string }
  body: unknown
}

/** Whose staff a call works on: the tenant (given the user it names, if any); refused when there is none. */
type TenantOf = (call: AccountCall, userId?: number) => number

/**
 * The handlers of a tenant's staff accounts, for whichever way the tenant is named: CRM users (the caller's own
 * tenant) and tenant users (the tenant in the path, for platform staff or the tenant's own user managers).
 */
function staffAccounts(db: SandboxDatabase, tenantOf: TenantOf) {
  const store = staffAccountsRepository(db)
  const { find } = store
  /** The tenant's user the path (or the body's userId) names. */
  const userOf = (call: AccountCall, id = call.params.id ?? 0): { tenantId: number; user: CrmUser } => {
    const tenantId = tenantOf(call, id)
    return { tenantId, user: found(find(tenantId, id), `There is no CRM user ${id}.`) }
  }
  /** A user's fields by the rules, with a role of the tenant's staff and an address nobody else has. */
  const fieldsOf = (language: Language, body: CrmUserFields, tenantId: number, self: number | null): CrmUserFields => {
    const problems: Record<string, string[]> = Object.fromEntries(
      Object.entries(crmUserProblems(body)).map(([field, problem]) => [field, [ruleText(problem, language)]]),
    )
    if (!problems.roleId && !store.isStaffRole(body.roleId, tenantId))
      problems.roleId = ['Choose one of your CRM roles.']
    const holder = store.holderOf(body.email.trim())
    if (!problems.email && holder !== undefined && holder !== self)
      problems.email = ['Another user has this e-mail address.']
    const refusal = invalidIf(problems)
    if (refusal) throw refusal
    return { ...body, email: body.email.trim(), firstName: body.firstName.trim(), lastName: body.lastName.trim() }
  }
  const notSelf = (caller: Caller, user: CrmUser, what: string) => {
    if (user.id === caller.user.id) throw refuse.conflict(`You cannot ${what} your own account.`)
  }
  /** Shown once to the administrator, who passes it on; only its hash is kept. */
  const temporaryPassword = () => readablePassword()
  const setActive = (caller: Caller, account: { tenantId: number; user: CrmUser }, isActive: boolean) => {
    if (!isActive) notSelf(caller, account.user, 'deactivate')
    store.setActive(account.user.id, isActive)
    return find(account.tenantId, account.user.id)!
  }

  return {
    userOf,
    list: (call: AccountCall) => store.page(tenantOf(call), call.query.search ?? '', call.page),
    one: (call: AccountCall) => userOf(call).user,
    create: (call: AccountCall) => {
      const tenantId = tenantOf(call)
      const fields = fieldsOf(call.language, call.body as CrmUserFields, tenantId, null)
      const password = temporaryPassword()
      const id = store.insert(tenantId, fields, hashPassword(password))
      // Their authenticator's secret, shown once with the password: a change of theirs that needs a code can be made.
      const authenticatorUri = newScaSecret(db, id)
      return created({ ...find(tenantId, id)!, temporaryPassword: password, authenticatorUri })
    },
    update: (call: AccountCall) => {
      const account = userOf(call)
      const fields = fieldsOf(call.language, call.body as CrmUserFields, account.tenantId, account.user.id)
      store.update(account.user.id, fields)
      return find(account.tenantId, account.user.id)!
    },
    remove: (call: AccountCall) => {
      const account = userOf(call)
      notSelf(call.caller, account.user, 'delete')
      store.anonymise(account.user.id)
    },
    activation: (call: AccountCall) =>
      setActive(call.caller, userOf(call), (call.body as { isActive: boolean }).isActive),
    setActive: (isActive: boolean) => (call: AccountCall) => setActive(call.caller, userOf(call), isActive),
    unlock: (call: AccountCall) => {
      const account = userOf(call)
      store.unlock(account.user.id)
      return find(account.tenantId, account.user.id)!
    },
    /**
     * A new temporary password, shown once, in place of the old one (which stops working); the account is
     * unlocked too. Taking over an account this way is a change of the user, so it needs a code.
     */
    resetPassword: (call: AccountCall) => {
      const account = userOf(call, (call.body as { userId: number }).userId)
      notSelf(call.caller, account.user, 'reset the password of')
      const password = temporaryPassword()
      store.setPassword(account.user.id, hashPassword(password))
      return { ...find(account.tenantId, account.user.id)!, temporaryPassword: password }
    },
  }
}

export function crmUserRoutes(db: SandboxDatabase) {
  // Tenant staff who manage users (the route table says who): their own tenant's staff.
  const accounts = staffAccounts(db, ({ caller }) => caller.user.tenantId)
  const { userOf } = accounts
  const store = staffAccountsRepository(db)

  // Grants: which customers, payment methods and service providers the user works with (none: every one).
  const grant = <Field extends GrantField>(
    field: Field,
    known: (tenantId: number) => readonly (string | number)[],
    refusal: string,
  ) => ({
    read: (call: AccountCall) => ({ [field]: store.grantsOf(field, userOf(call).user.id) }) as Record<Field, never[]>,
    write: (call: AccountCall) => {
      const account = userOf(call)
      const values = (call.body as Record<string, (string | number)[]>)[field]!
      const allowed = new Set<string | number>(known(account.tenantId))
      if (values.some((value) => !allowed.has(value))) return refuse.field(field, refusal)
      store.replaceGrants(field, account.user.id, values)
      return { [field]: store.grantsOf(field, account.user.id) } as Record<Field, never[]>
    },
  })
  const merchants = grant(
    'merchantIds',
    (tenantId) => store.merchantIdsOf(tenantId),
    'Choose customers of your tenant.',
  )
  const methods = grant(
    'paymentMethods',
    () => [...references(db).paymentMethodCodes()],
    'Choose known payment methods.',
  )
  const providers = grant('serviceProviderIds', () => store.serviceProviderIds(), 'Choose known service providers.')

  return implement(
    administrationArea,
    {
      'crmUsers.page': accounts.list,
      'crmUsers.one': accounts.one,
      'crmUsers.create': accounts.create,
      'crmUsers.update': accounts.update,
      'crmUsers.remove': accounts.remove,
      'crmUsers.setActive': accounts.activation,
      'crmUsers.unlock': accounts.unlock,
      'crmUsers.resetPassword': accounts.resetPassword,
      merchantGrants: merchants.read,
      setMerchantGrants: merchants.write,
      paymentMethodGrants: methods.read,
      setPaymentMethodGrants: methods.write,
      serviceProviderGrants: providers.read,
      setServiceProviderGrants: providers.write,
    },
    [wordedAnswers(roleFields)],
  )
}

/**
 * Seed 002's tenant users: the same staff accounts, the tenant named in the path, for platform staff who manage
 * tenants. The password reset names no tenant: it is the user's.
 */
export function tenantUserRoutes(db: SandboxDatabase) {
  const store = staffAccountsRepository(db)
  // Platform staff who manage tenants (the route table says who): the tenant the path names, or the user's.
  const accounts = staffAccounts(db, ({ params }, userId) => {
    const named = params.tenantId ?? store.tenantOf(userId ?? 0)
    return found(named !== undefined && findTenant(db, named) ? named : undefined, 'There is no such tenant or user.')
  })
  return implement(
    administrationArea,
    {
      'tenantUsers.page': accounts.list,
      'tenantUsers.create': accounts.create,
      'tenantUsers.update': accounts.update,
      'tenantUsers.activate': accounts.setActive(true),
      'tenantUsers.deactivate': accounts.setActive(false),
      'tenantUsers.remove': accounts.remove,
      'tenantUsers.unlock': accounts.unlock,
      'tenantUsers.resetPassword': accounts.resetPassword,
    },
    [wordedAnswers(roleFields)],
  )
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
