import { describe, expect, it } from 'vitest'
import { permissionNames } from '../permissions/catalogue'
import { administrationRoutes } from '../api/administration/administration.routes'
import { pricebookRoutes } from '../api/pricebooks/pricebooks.routes'
import { accessOf, mayCall, mayFollow, permissionFor, type Caller } from './access'
import { everyone } from './kinds'
import type { RouteArea } from './route'
import { pipelineRoutes } from '../api/pipelines/pipelines.routes'
import { pipelineRule } from '../api/pipelines/pipelines.access'
import { pricebookRule } from '../api/pricebooks/pricebooks.access'
import { roleWriterRule, staffRule, tenantRule } from '../api/administration/administration.access'
import { routeAreas } from './routes'

const calls = routeAreas.flatMap((area) =>
  Object.entries(area.routes).map(([name, route]) => ({ name, route, access: accessOf(area, route) })),
)

describe('who may make each call', () => {
  it('is declared for every call, and someone who makes the call may make it', () => {
    for (const { name, route, access } of calls) {
      const allowed = (route.by ?? everyone).filter((kind) => permissionFor(access, route, kind) !== undefined)
      expect(allowed, name).not.toEqual([])
    }
  })

  it('names only permissions of the catalogue, and says why a call needs none', () => {
    const known = new Set<string>(permissionNames)
    for (const { name, route, access } of calls) {
      const needed = (route.by ?? everyone).map((kind) => permissionFor(access, route, kind))
      const named = needed.flatMap((permission) => (permission ? permission.split(',') : []))
      expect(
        named.filter((permission) => !known.has(permission)),
        name,
      ).toEqual([])
      if (needed.includes('')) expect(access.openBecause, `${name} needs no permission: say why`).toBeTruthy()
    }
  })

  it('lets a caller make a call only of their kind, with the permission, and as an administrator where one must be', () => {
    const tenant: Caller = { kind: 'tenant', permissions: ['CRM.PriceBooks.Manage'], isAdministrator: false }
    expect(mayCall(pricebookRoutes, 'pricebooks.page', tenant)).toBe(true)
    expect(mayCall(pricebookRoutes, 'pricebooks.page', { ...tenant, permissions: [] })).toBe(false)
    // Platform staff are named by no rule of the price books, whatever they hold.
    expect(mayCall(pricebookRoutes, 'pricebooks.page', { ...tenant, kind: 'platform' })).toBe(false)
    const audit = Object.entries(administrationRoutes.routes).find(
      ([, route]) => accessOf(administrationRoutes, route).administrator,
    )
    if (!audit) throw new Error('no call for administrators only')
    const permission = permissionFor(accessOf(administrationRoutes, audit[1]), audit[1], 'tenant') ?? ''
    const holder: Caller = { kind: 'tenant', permissions: permission.split(','), isAdministrator: false }
    expect(mayCall(administrationRoutes, audit[0], holder)).toBe(false)
    expect(mayCall(administrationRoutes, audit[0], { ...holder, isAdministrator: true })).toBe(true)
    expect(() => mayCall(pricebookRoutes, 'pricebooks.nothing', tenant)).toThrow('no call pricebooks.nothing')
  })

  it('is made by a free function, so a bundle keeps only the calls it makes', () => {
    // A tenant's staff accounts as the platform calls them: one adapter per tenant, the shape the screen takes.
    const adapters = new Set(['tenantUsers'])
    const methods = calls
      .map(({ name, route }) => route.madeBy ?? name)
      .filter((made) => made.includes('.') && !adapters.has(made.split('.')[0]!))
    expect(methods).toEqual([])
  })

  it('gives a screen the rule its main call is made by, so asking before it shows is asking the server’s rule', () => {
    const screens = [
      [pricebookRule, pricebookRoutes, 'pricebooks.page'],
      [pipelineRule, pipelineRoutes, 'pipelines.page'],
      [staffRule, administrationRoutes, 'crmUsers.page'],
      [roleWriterRule, administrationRoutes, 'roles.catalogue'],
      [tenantRule, administrationRoutes, 'tenantManagement.page'],
    ] as const
    for (const [rule, area, name] of screens as readonly (readonly [typeof pricebookRule, RouteArea, string])[]) {
      const route = area.routes[name]!
      expect(accessOf(area, route), name).toBe(rule.access)
      expect(route.by, name).toEqual(rule.by)
      const tenant: Caller = { kind: 'tenant', permissions: ['CRM.PriceBooks.Manage'], isAdministrator: false }
      expect(mayFollow(rule, tenant), name).toBe(mayCall(area, name, tenant))
    }
  })
})
