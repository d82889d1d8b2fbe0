import { can } from '../permissions/permissions'
import type { UserKind } from '../session/user-kind'
import { everyone } from './kinds'
import type { Access, Route, RouteArea } from './route'

// Who may make a call, apart from the route tables' schemas: a screen asks it without loading them.

/**
 * A call's rule without its route: who makes it and who may. An area exports the rule of the calls its screens open
 * with (`pricebookRule`), the same object its route table uses, so a screen asks it without loading the table.
 */
export interface CallRule {
  access: Access
  by?: readonly UserKind[]
}

/** Who may make a call: its own rule, else its area's. */
export function accessOf(area: RouteArea, route: Route): Access {
  const access = route.access ?? area.access
  if (!access) throw new Error(`${route.method} ${route.path} says nobody may call it: give it an access rule`)
  return access
}

/** The permission a kind of caller needs for a call; undefined when that kind may not make it at all. */
export function permissionFor(access: Access, route: Pick<Route, 'by'>, kind: UserKind): string | undefined {
  if (!(route.by ?? everyone).includes(kind)) return undefined
  return access.permission[kind]
}

/** Who is calling, as far as a call's rule reads them (the user context has each). */
export interface Caller {
  kind: UserKind
  permissions: readonly string[]
  isAdministrator: boolean
}

/**
 * Whether a caller may make a call: of a kind that makes it, an administrator where one must be, holding the
 * permission. The sandbox's gate refuses by it, and a screen asks it before it shows what the caller cannot use.
 */
export function mayMake(access: Access, route: Pick<Route, 'by'>, caller: Caller): boolean {
  const permission = permissionNeeded(access, route, caller)
  return permission !== undefined && can(caller.permissions, permission)
}

/** The permission a caller needs for a call ('' for none); undefined when their kind, or not being an administrator, bars them. */
export function permissionNeeded(
  access: Access,
  route: Pick<Route, 'by'>,
  caller: Pick<Caller, 'kind' | 'isAdministrator'>,
): string | undefined {
  return access.administrator && !caller.isAdministrator ? undefined : permissionFor(access, route, caller.kind)
}

/** Whether a caller may make the calls of a rule (`mayMake` for a rule an area exports). */
export const mayFollow = (rule: CallRule, caller: Caller): boolean => mayMake(rule.access, rule, caller)

/** `mayMake` for an area's call by its name (`mayCall(pricebookRoutes, 'pricebooks.page', caller)`). */
export function mayCall(area: RouteArea, name: string, caller: Caller): boolean {
  const route = area.routes[name]
  if (!route) throw new Error(`The ${area.area} area has no call ${name}`)
  return mayMake(accessOf(area, route), route, caller)
}
