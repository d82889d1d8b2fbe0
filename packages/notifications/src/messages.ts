import { defineMessages } from '@paydeck/ui'

const en = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  staleAnnounced: 'Notifications are not up to date: {reason}',
  bellStale: '{bell} (not up to date: {reason})',
  unreadAnnounced: '{count, plural, one {# unread notification} other {# unread notifications}}',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  deleteAll: 'Delete all',
  deleteAllQuestion: 'Delete every notification? This cannot be undone.',
  deleteAllConfirm: 'Delete them',
  keep: 'Keep them',
  markRead: 'Mark as read',
  delete: 'Delete',
  unread: 'Unread',
  loading: 'Loading notifications…',
  loadingMore: 'Loading more…',
  failed: 'Notifications could not be loaded: {error}',
  retry: 'Try again',
  empty: 'No notifications in the last 30 days.',
  end: 'That is every notification of the last 30 days.',
  newOne: 'New notification',
  newMany: '{count, plural, one {You have # new notification} other {You have # new notifications}}',
  view: 'View',
  close: 'Close',
  noPermission: "You don't have permissions to take this action, please Logout/Login with different credentials",
  downloadFailed: 'The report could not be downloaded: {error}',
  actionFailed: 'That did not work; the notification is as it was.',
} as const

/** The words of a language other than English: every key of the English. */
export type NotificationWords = Record<keyof typeof en, string>

export const useNotificationText = defineMessages<keyof typeof en>('notifications', {
  en,
  tr: () => import('./messages.tr').then((module) => module.tr),
  ar: () => import('./messages.ar').then((module) => module.ar),
})
