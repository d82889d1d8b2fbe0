import { describe, expect, it } from 'vitest'
import { permissionNames } from '../permissions/catalogue'
import { accessOf, everyone, permissionFor } from './route'
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
})
