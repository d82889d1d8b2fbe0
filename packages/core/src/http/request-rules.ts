import type { SystemMode } from '../permissions/system-mode'
import type { UserKind } from '../session/user-kind'

/** Every host the client talks to; a path's first segment picks one, the rest go to the API host. */
export const hostNames = ['api', 'reporting', 'wh', 'wh2', 'fs', 'acc', 'banking'] as const
export type HostName = (typeof hostNames)[number]
export type Hosts = Record<HostName, string>

/**
 * Where each host's paths start on the API's origin when only the API host is given: /v1 for the API, /reporting
 * for reporting, and so on (how the sandbox serves them, and the OpenAPI document keys them).
 */
export const hostMounts = Object.fromEntries(
  hostNames.map((host) => [host, host === 'api' ? '/v1' : `/${host}`]),
) as Record<HostName, string>

/** What the rules read about the moment a request leaves. */
export interface OutgoingContext {
  userKind: UserKind | null
  systemMode: SystemMode
  accessToken: string | null
  /** The language the user reads, so what the server words (notifications, reasons, report names) is in it. */
  locale: string
}

/** Paths whose first segment names a service host go there, without that segment. */
export const hostRules: readonly { prefix: string; host: Exclude<HostName, 'api'> }[] = [
  { prefix: 'reporting/', host: 'reporting' },
  { prefix: 'wh/', host: 'wh' },
  { prefix: 'wh2/', host: 'wh2' },
  { prefix: 'fs/', host: 'fs' },
  { prefix: 'acc/', host: 'acc' },
  { prefix: 'banking/', host: 'banking' },
]

export interface PathRule {
  name: string
  userKind: UserKind
  /** The rule applies to exactly this path ... */
  path?: string
  /** ... or to every path except those starting with one of these. */
  exceptPrefixes?: readonly string[]
  rewrite: (path: string) => string
}

/** Rewrites of API-host paths by who is signed in (seed 000 sections 6 and 7, spec-decisions). First match wins. */
export const pathRules: readonly PathRule[] = [
  {
    name: 'merchants read active countries from the CRM lookup path',
    userKind: 'merchant',
    path: 'lookup/active-countries',
    rewrite: () => 'crm/lookup/active-countries',
  },
  {
    name: 'merchants read active currencies from the CRM lookup path',
    userKind: 'merchant',
    path: 'lookup/active-currencies',
    rewrite: () => 'crm/lookup/active-currencies',
  },
  {
    // The user context and user administration read the same for everyone; api/ and crm/ paths are already scoped.
    name: 'tenant staff calls get the /crm prefix',
    userKind: 'tenant',
    exceptPrefixes: ['crm/', 'api/', 'users'],
    rewrite: (path) => `crm/${path}`,
  },
]

export interface HeaderRule {
  header: string
  value: (context: OutgoingContext) => string | undefined
}

/** Headers every call carries; a rule that gives undefined sends nothing. */
export const headerRules: readonly HeaderRule[] = [
  { header: 'Authorization', value: ({ accessToken }) => (accessToken ? `Bearer ${accessToken}` : undefined) },
  { header: 'Mode', value: ({ systemMode }) => systemMode },
  { header: 'Accept-Language', value: ({ locale }) => locale },
]

/** Credentials (cookies) go with every call, as the documents require. */
export const requestCredentials: RequestCredentials = 'include'

function matches(rule: PathRule, path: string, userKind: UserKind | null): boolean {
  if (rule.userKind !== userKind) return false
  const bare = path.split('?')[0]!
  if (rule.path !== undefined) return bare === rule.path
  return !(rule.exceptPrefixes ?? []).some((prefix) => bare.startsWith(prefix))
}

/**
 * Whether a path's URL depends on who is signed in (a path rule of some kind applies to it): such a call waits for
 * the user's context rather than go out unprefixed while the first widget on a page is still loading it.
 */
export function dependsOnUserKind(path: string): boolean {
  const relative = path.replace(/^\/+/, '')
  if (hostRules.some((rule) => relative.startsWith(rule.prefix))) return false
  return pathRules.some((rule) => matches(rule, relative, rule.userKind))
}

/** The absolute URL of a relative path, by the host and path rules. */
export function resolveUrl(path: string, hosts: Hosts, userKind: UserKind | null): string {
  const relative = path.replace(/^\/+/, '')
  const hostRule = hostRules.find((rule) => relative.startsWith(rule.prefix))
  if (hostRule) return joinUrl(hosts[hostRule.host], relative.slice(hostRule.prefix.length))
  const pathRule = pathRules.find((rule) => matches(rule, relative, userKind))
  return joinUrl(hosts.api, pathRule ? pathRule.rewrite(relative) : relative)
}

/** The headers of the header rules, for one request. */
export function outgoingHeaders(context: OutgoingContext): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of headerRules) {
    const value = rule.value(context)
    if (value !== undefined) headers[rule.header] = value
  }
  return headers
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`
}
