import { afterAll, describe, expect, it } from 'vitest'
import type { RoleDetails, RoleSummary } from '@paydeck/core/administration'
import { createSandbox } from '../sandbox'
import { currentScaCode, SCA_MISSING, SCA_USED, SCA_WRONG } from '../auth/sca'
import { apiCaller } from '../testing/api-caller'

const ADMIN = 'tenant@sandbox.test'
const SERVICE_DESK = 7

describe('roles, with a code for every change', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  const call = (path: string, method = 'GET', body?: unknown, scaCode?: string, email = ADMIN) =>
    api.call(email, `users/${path}`, { method, body, headers: scaCode ? { scaCode } : {} })
  const details = async (id: number) => (await (await call(`roles/details/${id}`)).json()) as RoleDetails

  it('lists the shared roles and the tenant’s own, with their users', async () => {
    const roles = (await (await call('all/roles/1')).json()) as RoleSummary[]
    expect(roles.find((role) => role.id === SERVICE_DESK)).toMatchObject({
      name: 'Service Desk',
      type: 'crm',
      isShared: false,
      users: 1,
    })
    expect(roles.find((role) => role.name === 'Tenant Administrator')?.isShared).toBe(true)
    // A shared role's name is the platform's, in the reader's language; the tenant's own as its staff wrote it.
    const turkish = (await (
      await api.call(ADMIN, 'users/all/roles/1', { headers: { 'Accept-Language': 'tr' } })
    ).json()) as RoleSummary[]
    expect(turkish.find((role) => role.isShared && role.type === 'crm')?.name).toBe('Kiracı yöneticisi')
    expect(turkish.find((role) => role.id === SERVICE_DESK)?.name).toBe('Service Desk')
    expect((await call('all/roles/2')).status).toBe(403)
    expect((await api.call('merchant@sandbox.test', 'users/all/roles/1')).status).toBe(403)
  })

  it('refuses a change without a code, with a wrong one, and with one used before', async () => {
    const role = await details(SERVICE_DESK)
    const change = { name: role.name, permissions: ['CRM.Support.Lookup'], scaRequiredPermissions: [] }
    const missing = await call(`roles/crm/${SERVICE_DESK}`, 'PUT', change)
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toEqual({ scaCode: [SCA_MISSING] })
    const wrong = await call(`roles/crm/${SERVICE_DESK}`, 'PUT', change, '000000')
    expect((await wrong.json()).errors.scaCode).toEqual([SCA_WRONG])
    expect((await details(SERVICE_DESK)).permissions).toEqual(role.permissions)

    const code = currentScaCode(sandbox.db, ADMIN)
    const accepted = await call(`roles/crm/${SERVICE_DESK}`, 'PUT', change, code)
    expect(accepted.status).toBe(200)
    expect(((await accepted.json()) as RoleDetails).permissions).toEqual(['CRM.Support.Lookup'])
    const again = await call(`roles/crm/${SERVICE_DESK}`, 'PUT', { ...change, name: 'Desk' }, code)
    expect((await again.json()).errors.scaCode).toEqual([SCA_USED])
    // The user of the role sees exactly its permissions.
    const desk = await api.json('desk@sandbox.test', 'users')
    expect(desk.permissions).toEqual(['CRM.Support.Lookup'])
  })

  it('records who changed what, for administrators to read', async () => {
    const audit = await (await call('sca-audit?pageIndex=0&pageSize=5')).json()
    expect(audit.data[0]).toMatchObject({
      action: 'roles.update',
      target: 'Service Desk',
      userEmail: ADMIN,
    })
    expect(audit.data[0].detail).toMatch(/removed .*Reports\.View/)
    // Kept by code too, so the screen names each permission in the reader's words.
    expect(audit.data[0].roleChange).toMatchObject({ added: [], codeAdded: [], codeRemoved: [] })
    expect(audit.data[0].roleChange.removed).toContain('Reports.View')
    expect((await call('sca-audit', 'GET', undefined, undefined, 'analyst@sandbox.test')).status).toBe(403)
  })

  it('keeps the code of a refused form good, and keeps shared roles and foreign permissions out', async () => {
    // The next step's code (clocks drift, so the app may show it already): unspent by every refusal below.
    const anyCode = currentScaCode(sandbox.db, ADMIN, Date.now() + 30_000)
    const nameless = await call('roles/crm', 'POST', { name: '', permissions: [], scaRequiredPermissions: [] }, anyCode)
    expect(Object.keys((await nameless.json()).errors)).toEqual(['name', 'permissions'])
    const foreign = await call(
      'roles/crm',
      'POST',
      { name: 'Odd', permissions: ['Platform.Tenants.Manage'], scaRequiredPermissions: [] },
      anyCode,
    )
    expect((await foreign.json()).errors.permissions).toEqual(['A crm role cannot hold Platform.Tenants.Manage.'])
    const shared = await call(
      'roles/crm/2',
      'PUT',
      { name: 'Tenant Administrator', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] },
      anyCode,
    )
    expect(shared.status).toBe(409)
    const made = await call(
      'roles/crm',
      'POST',
      { name: 'Night desk', permissions: ['CRM.Support.Lookup'], scaRequiredPermissions: [] },
      anyCode,
    )
    expect(made.status).toBe(201)
  })
})
