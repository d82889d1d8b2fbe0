import { createHmac } from 'node:crypto'
import { URI, type TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CreatedCrmUser, CrmUser } from '@paydeck/core/administration'
import type { TotalCountPage } from '@paydeck/core'
import { createSandbox } from '../sandbox'
import { verifyPassword } from '../auth/passwords'
import { currentScaCode, SCA_MISSING, verifyScaCode } from '../auth/sca'
import { apiCaller } from '../testing/api-caller'

const ADMIN = 'bosphorus@sandbox.test'
const STEP = 30_000

describe('CRM users', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  const call = (path: string, method = 'GET', body?: unknown, scaCode?: string) =>
    api.call(ADMIN, path, { method, body, headers: scaCode ? { scaCode } : {} })
  // A code works once: each change waits (on a clock of the test's) for the app's next code.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterAll(() => vi.useRealTimers())
  const code = () => {
    vi.setSystemTime(Date.now() + STEP)
    return currentScaCode(sandbox.db, ADMIN)
  }
  const fields = {
    email: 'new.ops@bosphorus.test',
    firstName: 'Ece',
    lastName: 'Kurt',
    roleId: 8,
    timeZone: 'Europe/Istanbul',
  }

  it('lists the tenant’s staff only, and searches them', async () => {
    const page = (await (await call('users/crm?pageIndex=0&pageSize=20')).json()) as TotalCountPage<CrmUser>
    expect(page.data.map((user) => user.email).sort()).toEqual(['bosphorus-ops@sandbox.test', 'bosphorus@sandbox.test'])
    const found = (await (await call('users/crm?search=deniz')).json()) as TotalCountPage<CrmUser>
    expect(found.data.map((user) => user.email)).toEqual(['bosphorus-ops@sandbox.test'])
    // What is typed is searched for as it is: "%" and "_" are characters, not wildcards.
    for (const wildcard of ['%', '_'])
      expect(
        ((await (await call(`users/crm?search=${encodeURIComponent(wildcard)}`)).json()) as TotalCountPage<CrmUser>)
          .totalCount,
      ).toBe(0)
    expect((await api.call('analyst@sandbox.test', 'users/crm')).status).toBe(403)
  })

  it('creates a user with a code, their password shown once, and refuses a taken address', async () => {
    expect((await (await call('users/crm', 'POST', fields)).json()).errors).toEqual({ scaCode: [SCA_MISSING] })
    // A form refused for a mistake leaves the code unspent: corrected, it goes with the same code.
    const good = code()
    const taken = await call('users/crm', 'POST', { ...fields, email: 'TENANT@sandbox.test' }, good)
    expect((await taken.json()).errors.email).toEqual(['Another user has this e-mail address.'])
    const other = await call('users/crm', 'POST', { ...fields, roleId: 7 }, good)
    expect((await other.json()).errors.roleId).toEqual(['Choose one of your CRM roles.'])
    const response = await call('users/crm', 'POST', fields, good)
    expect(response.status).toBe(201)
    const created = (await response.json()) as CreatedCrmUser
    expect(created).toMatchObject({ roleName: 'Operations', isActive: true })
    // Four groups of four, with no character a reader could take for another (l, I, 1, O, 0, o).
    expect(created.temporaryPassword).toMatch(/^([A-HJ-NP-Za-km-np-z2-9]{4}-){3}[A-HJ-NP-Za-km-np-z2-9]{4}$/)
    const again = (await (await call(`users/crm/${created.id}`)).json()) as Record<string, unknown>
    expect(again).not.toHaveProperty('temporaryPassword')
    expect(again).not.toHaveProperty('authenticatorUri')
    // Their own random authenticator secret, shown once: the code their app shows is the one a change needs.
    const app = URI.parse(created.authenticatorUri!) as TOTP
    expect(app.label).toBe(created.email)
    expect(verifyScaCode(sandbox.db, created.email, app.generate())).toBeNull()
    const documented = createHmac('sha256', 'paydeck-sandbox-totp').update(created.email).digest().subarray(0, 20)
    expect(Buffer.from(app.secret.bytes)).not.toEqual(documented)
  })

  it('deactivates and activates a user, never oneself, and the user then cannot and can call', async () => {
    const ops = ((await (await call('users/crm?search=bosphorus-ops')).json()) as TotalCountPage<CrmUser>).data[0]!
    const self = ((await (await call('users/crm?search=bosphorus@')).json()) as TotalCountPage<CrmUser>).data[0]!
    expect((await call(`users/${self.id}/activation`, 'PUT', { isActive: false }, code())).status).toBe(409)
    await api.json('bosphorus-ops@sandbox.test', 'users')
    const off = (await (await call(`users/${ops.id}/activation`, 'PUT', { isActive: false }, code())).json()) as CrmUser
    expect(off.isActive).toBe(false)
    expect((await api.call('bosphorus-ops@sandbox.test', 'users')).status).toBe(401)
    const on = (await (await call(`users/${ops.id}/activation`, 'PUT', { isActive: true }, code())).json()) as CrmUser
    expect(on.isActive).toBe(true)
    expect((await api.call('bosphorus-ops@sandbox.test', 'users')).status).toBe(200)
  })

  it('keeps grants of the tenant’s customers, known methods and providers', async () => {
    const ops = ((await (await call('users/crm?search=bosphorus-ops')).json()) as TotalCountPage<CrmUser>).data[0]!
    expect(await (await call(`users/crm/${ops.id}/merchantpermissions`)).json()).toEqual({ merchantIds: [] })
    const mine = await call(`users/crm/${ops.id}/merchantpermissions`, 'PUT', { merchantIds: [3] })
    expect(await mine.json()).toEqual({ merchantIds: [3] })
    const foreign = await call(`users/crm/${ops.id}/merchantpermissions`, 'PUT', { merchantIds: [1] })
    expect((await foreign.json()).errors.merchantIds).toEqual(['Choose customers of your tenant.'])
    await call(`users/crm/${ops.id}/paymentmethodpermissions`, 'PUT', { paymentMethods: ['VISA'] })
    expect(await (await call(`users/${ops.id}/payment-method-permissions`)).json()).toEqual({
      paymentMethods: ['VISA'],
    })
    const bad = await call(`users/${ops.id}/service-provider-permissions`, 'PUT', { serviceProviderIds: [999] })
    expect(bad.status).toBe(400)
  })

  it('locks an account after five failed sign-ins until it is unlocked', async () => {
    const ops = ((await (await call('users/crm?search=bosphorus-ops')).json()) as TotalCountPage<CrmUser>).data[0]!
    sandbox.db.prepare('UPDATE users SET is_locked = 1 WHERE id = ?').run(ops.id)
    expect(((await (await call(`users/crm/${ops.id}`)).json()) as CrmUser).isLocked).toBe(true)
    const unlocked = (await (await call(`users/${ops.id}/unlock`, 'PUT')).json()) as CrmUser
    expect(unlocked.isLocked).toBe(false)
  })
})

describe('tenant users and password resets', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterAll(() => vi.useRealTimers())
  const codeOf = (email: string) => {
    vi.setSystemTime(Date.now() + STEP)
    return currentScaCode(sandbox.db, email)
  }
  const PLATFORM = 'platform@sandbox.test'
  const platform = (path: string, method = 'GET', body?: unknown, scaCode?: string) =>
    api.call(PLATFORM, path, { method, body, headers: scaCode ? { scaCode } : {} })
  const opsId = () =>
    (sandbox.db.prepare("SELECT id FROM users WHERE email = 'bosphorus-ops@sandbox.test'").get() as { id: number }).id
  const passwordWorks = (password: string) => {
    const { password_hash } = sandbox.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(opsId()) as {
      password_hash: string
    }
    return verifyPassword(password, password_hash)
  }

  it('lets the platform page, deactivate and activate a tenant’s users, with its code, on the tenant’s record', async () => {
    const page = (await (
      await platform('tenants/2/tenant-users?pageIndex=0&pageSize=20')
    ).json()) as TotalCountPage<CrmUser>
    expect(page.data.map((user) => user.email).sort()).toEqual(['bosphorus-ops@sandbox.test', 'bosphorus@sandbox.test'])
    expect(page.totalCount).toBe(2)
    const roles = (await (await platform('tenants/2/tenant-roles')).json()) as { name: string }[]
    expect(roles.map((role) => role.name)).toContain('Operations')
    expect((await platform(`tenants/2/tenant-user/${opsId()}/deactivate`, 'PUT')).status).toBe(400)
    const off = await platform(`tenants/2/tenant-user/${opsId()}/deactivate`, 'PUT', undefined, codeOf(PLATFORM))
    expect(((await off.json()) as CrmUser).isActive).toBe(false)
    const on = await platform(`tenants/2/tenant-user/${opsId()}/activate`, 'PUT', undefined, codeOf(PLATFORM))
    expect(((await on.json()) as CrmUser).isActive).toBe(true)
    const audit = (await api.json('bosphorus@sandbox.test', 'users/sca-audit')) as { data: { action: string }[] }
    expect(audit.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['tenantUsers.deactivate', 'tenantUsers.activate']),
    )
    // Another tenant's user through this tenant's path is not found; a tenant reaches only its own tenant.
    expect((await platform(`tenants/1/tenant-user/${opsId()}/unlock`, 'PUT')).status).toBe(404)
    // Tenant staff manage their own through users/crm: the platform's path is not theirs, even for their tenant.
    expect((await api.call('bosphorus@sandbox.test', 'tenants/2/tenant-users')).status).toBe(403)
    expect((await api.call('merchant@sandbox.test', 'tenants/2/tenant-users')).status).toBe(403)
  })

  it('resets a password with a code: the new one is shown once, the old one stops working', async () => {
    sandbox.db.prepare('UPDATE users SET is_locked = 1, failed_sign_ins = 5 WHERE id = ?').run(opsId())
    const body = { userId: opsId() }
    const missing = await api.call('bosphorus@sandbox.test', 'users/password-reset', { method: 'POST', body })
    expect((await missing.json()).errors).toEqual({ scaCode: [SCA_MISSING] })
    expect(passwordWorks('paydeck')).toBe(true)
    const reset = await api.call('bosphorus@sandbox.test', 'users/password-reset', {
      method: 'POST',
      body,
      headers: { scaCode: codeOf('bosphorus@sandbox.test') },
    })
    const answer = (await reset.json()) as CreatedCrmUser
    expect(answer.isLocked).toBe(false)
    expect(passwordWorks('paydeck')).toBe(false)
    expect(passwordWorks(answer.temporaryPassword)).toBe(true)
    // The platform resets through the tenant-users call; another tenant's administrator cannot.
    const again = await platform('tenants/users/password-reset', 'POST', body, codeOf(PLATFORM))
    expect(passwordWorks(((await again.json()) as CreatedCrmUser).temporaryPassword)).toBe(true)
    const foreign = await api.call('tenant@sandbox.test', 'users/password-reset', {
      method: 'POST',
      body,
      headers: { scaCode: codeOf('tenant@sandbox.test') },
    })
    expect(foreign.status).toBe(404)
  })
})
