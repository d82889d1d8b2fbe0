import { useSyncExternalStore } from 'react'

/** Whether new notifications raise a message (the quick panel's setting, kept in this browser). */
export const NOTIFICATION_TOASTS_KEY = 'paydeck.notificationToasts'
const listeners = new Set<() => void>()

export function setNotificationToasts(on: boolean): void {
  localStorage.setItem(NOTIFICATION_TOASTS_KEY, on ? 'on' : 'off')
  listeners.forEach((listener) => listener())
}

/** The setting, live: the quick panel changes it, the bell follows. */
export function useNotificationToasts(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => localStorage.getItem(NOTIFICATION_TOASTS_KEY) !== 'off',
  )
}
