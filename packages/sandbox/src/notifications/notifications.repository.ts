import type { AppNotification, NotificationType } from '@paydeck/core/notifications'
import type { SandboxDatabase } from '../db/database'

export interface NewNotification {
  userId: number
  type: NotificationType
  title: string
  description: string
  /** A portal path, a document's id path (proposals/12), or a file notification's comma-separated report names. */
  objectUrl: string
  created?: Date
  isRead?: boolean
}

const columns = `id, title, description, image, icon, created, is_read AS isRead, object_url AS objectUrl,
  notification_type AS notificationType, use_router AS useRouter`

type Row = Omit<AppNotification, 'isRead' | 'useRouter'> & { isRead: number; useRouter: number }
const toNotification = (row: Row): AppNotification => ({
  ...row,
  isRead: row.isRead === 1,
  useRouter: row.useRouter === 1,
})

export function insertNotification(db: SandboxDatabase, notification: NewNotification): number {
  const result = db
    .prepare(
      `INSERT INTO notifications (user_id, notification_type, title, description, object_url, use_router, created,
         is_read)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      notification.userId,
      notification.type,
      notification.title,
      notification.description,
      notification.objectUrl,
      // Portal paths go through the app's router; a full URL or a file list does not.
      Number(notification.objectUrl.startsWith('/')),
      (notification.created ?? new Date()).toISOString(),
      Number(notification.isRead ?? false),
    )
  return Number(result.lastInsertRowid)
}

/** One page, newest first; with newerThan, only what was created after it (the poll). */
export function pageOfNotifications(
  db: SandboxDatabase,
  userId: number,
  { pageIndex, pageSize, newerThan }: { pageIndex: number; pageSize: number; newerThan?: string },
) {
  const rows = db
    .prepare(
      `SELECT ${columns} FROM notifications WHERE user_id = ? AND created > ?
       ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, newerThan ?? '', pageSize, pageIndex * pageSize) as Row[]
  const { unread } = db
    .prepare('SELECT COUNT(*) AS unread FROM notifications WHERE user_id = ? AND is_read = 0')
    .get(userId) as { unread: number }
  return { data: rows.map(toNotification), unreadNotificationCount: unread }
}

export function findNotification(db: SandboxDatabase, userId: number, id: number): AppNotification | undefined {
  const row = db.prepare(`SELECT ${columns} FROM notifications WHERE user_id = ? AND id = ?`).get(userId, id) as
    Row | undefined
  return row && toNotification(row)
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
