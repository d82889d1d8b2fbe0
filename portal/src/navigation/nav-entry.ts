import type { UserKind } from '@paydeck/react'

export type NavIcon =
  | 'dashboard'
  | 'crm'
  | 'transactions'
  | 'payments'
  | 'settings'
  | 'reports'
  | 'support'
  | 'users'
  | 'documents'
  | 'boarding'
  | 'developer'
  | 'tenants'
  | 'leave'

/**
 * One entry of a menu and, when it has a path, one route of the portal (seed 001 section 2: id, title,
 * permission, type, url, icon, exactMatch, hidden; seed 000 section 2: breadcrumb and guards).
 */
export interface NavEntry {
  /** Also the key of its title in the portal's catalogue: nav.<id>. */
  id: string
  type: 'group' | 'collapsable' | 'item'
  /** The route's path, exactly as the documents spell it (without the leading slash). */
  path?: string
  /** Comma-separated; any one suffices. None: every signed-in user of the area. */
  permission?: string
  icon?: NavIcon
  /** Active only on its own path, not on the paths below it. */
  exactMatch?: boolean
  /** A route with no menu entry (profile settings, a preview page). */
  hidden?: boolean
  /** false: the route leaves itself out of the breadcrumb trail. */
  breadcrumb?: boolean
  /** Who may open the route beyond the area's users (crm/leave-management: platform staff only). */
  userKinds?: readonly UserKind[]
  children?: readonly NavEntry[]
  /** Set by visibleMenu when the deployment shows the screens this edition does not build: the menu marks it. */
  notInEdition?: boolean
}

/**
 * What an entry names in place of a permission when only administrators of the organisation may open it (the audit
 * log); a user's route permissions (`routePermissions`) hold it when they are one.
 */
export const ADMINISTRATOR = '@administrator'

/** The permissions a user's routes are checked against: their role's, and ADMINISTRATOR for an administrator. */
export const routePermissions = (user: { permissions: readonly string[]; isAdministrator: boolean }) =>
  user.isAdministrator ? [...user.permissions, ADMINISTRATOR] : user.permissions

type Extra = Omit<NavEntry, 'id' | 'type' | 'path' | 'children'>

export const item = (id: string, path: string, permission?: string, extra: Extra = {}): NavEntry => ({
  id,
  type: 'item',
  path,
  ...(permission ? { permission } : {}),
  ...extra,
})

/** A menu section that opens and closes; with a path it is a route of its own (a page of its entries). */
export const collapsable = (id: string, children: readonly NavEntry[], extra: Extra & { path?: string } = {}) =>
  ({ id, type: 'collapsable', children, ...extra }) satisfies NavEntry

export const group = (id: string, children: readonly NavEntry[], extra: Extra & { path?: string } = {}) =>
  ({ id, type: 'group', children, ...extra }) satisfies NavEntry

/** The same permission on every item of a list of [id, path] pairs. */
export const items = (permission: string, pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([id, path]) => item(id, path, permission))
