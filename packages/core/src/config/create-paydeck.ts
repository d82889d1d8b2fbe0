import { MutationCache, QueryClient } from '@tanstack/query-core'
import type { AuthSource } from '../auth/auth-source'
import { PaydeckConfigError } from '../http/errors'
import { createHttpClient, type HttpClient } from '../http/http-client'
import { dependsOnUserKind, hostMounts, hostNames, type Hosts } from '../http/request-rules'
import { can } from '../permissions/permissions'
import { auditQueryKey } from './audit-key'
import { createSessionStore, type SessionActions, type SessionStore } from '../session/session.store'
import { defaultStorage, type KeyValueStorage } from '../storage/key-value-storage'
import { paydeckOptionsSchema, type PaydeckOptions } from './options.schema'
import { createObserver, type Observer } from './observability'

export interface Paydeck {
  readonly hosts: Hosts
  readonly auth: AuthSource
  /** The language the user reads; every call asks the server for it (Accept-Language). */
  readonly locale: string
  /** Switches the language: later calls ask for it, and what the cache holds in the old one is fetched again. */
  setLocale(locale: string): void
  readonly storage: KeyValueStorage
  readonly http: HttpClient
  readonly session: SessionStore & SessionActions
  /** Server state (lists, pages, polls) of this instance: every widget using it shares one cache. */
  readonly queryClient: QueryClient
  /** Whether the signed-in user holds any one of a comma-separated list of permissions. */
  can(required: string | undefined | null): boolean
  /** The monitoring hook of the options (observability): the widgets report their first content and errors to it. */
  readonly observer: Observer
  /** Signs out at the source, then clears the session and user type even when that failed. */
  signOut(): Promise<{ ok: boolean; error?: unknown }>
}

/** One client per configuration; a page's widgets share it. */
export function createPaydeck(options: PaydeckOptions): Paydeck {
  const parsed = paydeckOptionsSchema.safeParse(options)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new PaydeckConfigError(`createPaydeck: options.${issue.path.join('.')} ${issue.message}`)
  }
  const config = {
    ...parsed.data,
    defaultSystemMode: parsed.data.defaultSystemMode ?? 'Live',
    locale: parsed.data.locale ?? 'en',
  }
  let locale = config.locale
  const hosts = resolveHosts(config.hosts)
  const storage = config.storage ?? defaultStorage()

  const observer = createObserver(config.observability)
  const http = createHttpClient({
    hosts,
    fetch: config.fetch,
    observer,
    context: async (path) => {
      const accessToken = (await config.auth.getAccessToken()) ?? null
      // A signed-in call whose address depends on the kind of user waits for the user's context (one request,
      // shared): an element on a page may ask before any other has loaded it, and a tenant's call needs /crm.
      // A context that failed is not asked again by every call (each would flip the session back to loading); the
      // call goes out as it is and fails the same way, until refresh() or a retry asks for the context again.
      const { userKind, userStatus } = session.store.getState()
      if (accessToken && userKind === null && userStatus !== 'failed' && dependsOnUserKind(path)) {
        await session.actions.loadUserContext()
      }
      const state = session.store.getState()
      return { userKind: state.userKind, systemMode: state.systemMode, accessToken, locale }
    },
  })
  const session = createSessionStore({ http, storage, defaultSystemMode: config.defaultSystemMode })
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
    // Every change made, or refused, is a record of the audit trail: what any screen shows of it is out of date.
    mutationCache: new MutationCache({
      onSettled: () => void queryClient.invalidateQueries({ queryKey: auditQueryKey }),
    }),
  })

  return {
    hosts,
    auth: config.auth,
    get locale() {
      return locale
    },
    setLocale(next) {
      if (next === locale) return
      locale = next
      void queryClient.invalidateQueries()
    },
    storage,
    http,
    observer,
    session: Object.assign(session.store, session.actions),
    queryClient,
    can: (required) => can(session.store.getState().user?.permissions ?? [], required),
    async signOut() {
      try {
        await config.auth.signOut?.()
        return { ok: true }
      } catch (error) {
        return { ok: false, error }
      } finally {
        session.actions.reset()
        // Nothing one user saw may show for the next.
        queryClient.clear()
      }
    },
  }
}

/** Service hosts default to the API origin plus their prefix, as the sandbox serves them. */
function resolveHosts(given: Partial<Hosts> & { api: string }): Hosts {
  const origin = new URL(given.api).origin
  const hosts = {} as Hosts
  for (const name of hostNames) hosts[name] = given[name] ?? `${origin}${hostMounts[name]}`
  return hosts
}
