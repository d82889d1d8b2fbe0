import { createStore, type StoreApi } from 'zustand/vanilla'
import { fetchUserContext } from '../api/users/users.api'
import { themeSettingsSchema, type ThemeSettings, type UserContext } from '../api/users/users.schema'
import type { HttpClient } from '../http/http-client'
import { userMessageOf } from '../http/errors'
import {
  effectiveSystemMode,
  isSystemMode,
  SYSTEM_MODE_KEY,
  systemModeToggle,
  type SystemMode,
} from '../permissions/system-mode'
import type { KeyValueStorage } from '../storage/key-value-storage'
import { userKindOf, type UserKind } from './user-kind'

/** Local storage keys the documents name for what survives a reload. */
export const USER_TYPE_KEY = 'userType'
export const THEME_KEY = 'themeConfig'

/** Client state only: the signed-in user, the system mode and the theme. Server lists are queries. */
export interface SessionState {
  user: UserContext | null
  userStatus: 'idle' | 'loading' | 'ready' | 'failed'
  userError: string | null
  /** Why the context could not be loaded, as thrown (its kind for a widget's error event); null otherwise. */
  userFailure: unknown
  userKind: UserKind | null
  theme: ThemeSettings | null
  systemMode: SystemMode
}

export interface SessionActions {
  loadUserContext(): Promise<UserContext | null>
  setSystemMode(mode: SystemMode): void
  reset(): void
}

export type SessionStore = StoreApi<SessionState>

function initialState(storage: KeyValueStorage, defaultSystemMode: SystemMode): SessionState {
  const savedMode = storage.getItem(SYSTEM_MODE_KEY)
  return {
    user: null,
    userStatus: 'idle',
    userError: null,
    userFailure: null,
    // Only the loaded context says who the user is: a kind stored by the previous user of this browser (who signed
    // out and reloaded) must not decide the next user's calls.
    userKind: null,
    theme: readTheme(storage),
    systemMode: isSystemMode(savedMode) ? savedMode : defaultSystemMode,
  }
}

function readTheme(storage: KeyValueStorage): ThemeSettings | null {
  try {
    const parsed = themeSettingsSchema.safeParse(JSON.parse(storage.getItem(THEME_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export interface SessionStoreOptions {
  http: HttpClient
  storage: KeyValueStorage
  defaultSystemMode: SystemMode
}

/** The signed-in user's context, system mode and theme: one store per Paydeck instance. */
export function createSessionStore({ http, storage, defaultSystemMode }: SessionStoreOptions): {
  store: SessionStore
  actions: SessionActions
} {
  const store = createStore<SessionState>(() => initialState(storage, defaultSystemMode))
  let userRequest: Promise<UserContext | null> | null = null

  const actions: SessionActions = {
    loadUserContext() {
      // Callers at start-up share one request.
      userRequest ??= (async () => {
        store.setState({ userStatus: 'loading', userError: null, userFailure: null })
        try {
          const user = await fetchUserContext(http)
          const userKind = userKindOf(user.userType)
          const saved = storage.getItem(SYSTEM_MODE_KEY)
          const systemMode = effectiveSystemMode(
            user.processingStatus,
            isSystemMode(saved) ? saved : null,
            store.getState().systemMode,
          )
          storage.setItem(USER_TYPE_KEY, userKind)
          storage.setItem(THEME_KEY, JSON.stringify(user.themeSettings))
          store.setState({ user, userKind, theme: user.themeSettings, systemMode, userStatus: 'ready' })
          return user
        } catch (error) {
          store.setState({ userStatus: 'failed', userError: userMessageOf(error), userFailure: error })
          return null
        } finally {
          userRequest = null
        }
      })()
      return userRequest
    },

    setSystemMode(mode) {
      const { user } = store.getState()
      const toggle = systemModeToggle(user?.processingStatus ?? null, store.getState().userKind === 'merchant')
      if (!toggle.visible || toggle.disabled) return
      storage.setItem(SYSTEM_MODE_KEY, mode)
      store.setState({ systemMode: mode })
    },

    reset() {
      storage.removeItem(USER_TYPE_KEY)
      store.setState(initialState(storage, defaultSystemMode), true)
    },
  }
  return { store, actions }
}
