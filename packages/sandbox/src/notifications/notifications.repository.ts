import type { AppNotification, NotificationType } from '@paydeck/core/notifications'
import type { Language } from '../domain/language'
import type { SandboxDatabase } from '../db/database'
import { notificationText, type TextKey } from './notification-texts'

export interface NewNotification {
  userId: number
  type: NotificationType
  /** What it says: worded when read, in the reader's language. */
  text: { key: TextKey; params?: Record<string, string | number> }
  /** A portal path, a document's id path (proposals/12), or a file notification's comma-separated report names. */
  objectUrl: string
  created?: Date
  isRead?: boolean
}

const columns = `id, title, description, image, icon, created, is_read AS isRead, object_url AS objectUrl,
  notification_type AS notificationType, use_router AS useRouter, text_key AS textKey, text_params AS textParams`

/** The list says "the last 30 days" (seed 000): what is older is neither listed nor counted. */
export const NOTIFICATION_DAYS = 30
const windowStart = (now = Date.now()) => new Date(now - NOTIFICATION_DAYS * 86_400_000).toISOString()

type Row = Omit<AppNotification, 'isRead' | 'useRouter'> & {
  isRead: number
  useRouter: number
  textKey: string | null
  textParams: string | null
}
const toNotification =
  (language: Language) =>
  ({ textKey, textParams, ...row }: Row): AppNotification => ({
    ...row,
    ...(textKey ? notificationText(textKey, JSON.parse(textParams ?? '{}'), language) : null),
    isRead: row.isRead === 1,
    useRouter: row.useRouter === 1,
  })

export function insertNotification(db: SandboxDatabase, notification: NewNotification): number {
  const english = notificationText(notification.text.key, notification.text.params ?? {}, 'en')!
  const result = db
    .prepare(
      `INSERT INTO notifications (user_id, notification_type, title, description, object_url, use_router, created,
         is_read, text_key, text_params)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      notification.userId,
      notification.type,
      // English words stay beside the key, for a reader of the file and a key a later sandbox drops.
      english.title,
      english.description,
      notification.objectUrl,
      // Portal paths go through the app's router; a full URL or a file list does not.
      Number(notification.objectUrl.startsWith('/')),
      (notification.created ?? new Date()).toISOString(),
      Number(notification.isRead ?? false),
      notification.text.key,
      JSON.stringify(notification.text.params ?? {}),
    )
  return Number(result.lastInsertRowid)
}

/** One page, newest first; with newerThan, only what was created after it (the poll). */
export function pageOfNotifications(
  db: SandboxDatabase,
  userId: number,
  {
    pageIndex,
    pageSize,
    newerThan,
    language = 'en',
  }: { pageIndex: number; pageSize: number; newerThan?: string; language?: Language },
) {
  const since = windowStart()
  const rows = db
    .prepare(
      `SELECT ${columns} FROM notifications WHERE user_id = ? AND created > ?
       ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, newerThan && newerThan > since ? newerThan : since, pageSize, pageIndex * pageSize) as Row[]
  const { unread } = db
    .prepare('SELECT COUNT(*) AS unread FROM notifications WHERE user_id = ? AND is_read = 0 AND created > ?')
    .get(userId, since) as { unread: number }
  return { data: rows.map(toNotification(language)), unreadNotificationCount: unread }
}

export function findNotification(
  db: SandboxDatabase,
  userId: number,
  id: number,
  language: Language = 'en',
): AppNotification | undefined {
  const row = db.prepare(`SELECT ${columns} FROM notifications WHERE user_id = ? AND id = ?`).get(userId, id) as
    Row | undefined
  return row && toNotification(language)(row)
}

/** Marks one (or, without an id, every) notification of the user read; false when there was no such one. */
export function markRead(db: SandboxDatabase, userId: number, id?: number): boolean {
  const update = 'UPDATE notifications SET is_read = 1 WHERE user_id = ?'
  if (id === undefined) return db.prepare(update).run(userId) !== undefined
  return db.prepare(`${update} AND id = ?`).run(userId, id).changes > 0
}

/** Deletes one (or, without an id, every) notification of the user; false when there was no such one. */
export function remove(db: SandboxDatabase, userId: number, id?: number): boolean {
  const remove = 'DELETE FROM notifications WHERE user_id = ?'
  if (id === undefined) return db.prepare(remove).run(userId) !== undefined
  return db.prepare(`${remove} AND id = ?`).run(userId, id).changes > 0
}
