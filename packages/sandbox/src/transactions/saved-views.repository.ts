import type { NewSavedView } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'

// Saved views of the transaction lookup as stored: each user's own, some shared within an organisation (its scope).

export interface ViewRow {
  id: number
  userId: number
  scope: string
  name: string
  query: string
  columns: string
  shared: number
  owner: string
  created: string
  updated: string
}

type ViewFields = Required<Pick<NewSavedView, 'name' | 'query' | 'columns' | 'shared'>>

const columns = `id, user_id AS userId, scope, name, query, columns, shared, owner, created, updated`

export function savedViewsRepository(db: SandboxDatabase) {
  const find = (id: number | bigint) =>
    db.prepare(`SELECT ${columns} FROM saved_views WHERE id = ?`).get(id) as ViewRow | undefined
  return {
    find,
    /** A user's own views and those shared in their organisation, by name. */
    visibleTo: (userId: number, scope: string) =>
      db
        .prepare(
          `SELECT ${columns} FROM saved_views WHERE user_id = ? OR (shared = 1 AND scope = ?) ORDER BY lower(name), id`,
        )
        .all(userId, scope) as ViewRow[],
    /** Whether the user has another view of that name (in any case). */
    nameTaken: (userId: number, name: string, except = 0) =>
      !!db
        .prepare('SELECT 1 FROM saved_views WHERE user_id = ? AND lower(name) = lower(?) AND id <> ?')
        .get(userId, name, except),
    insert(owner: { userId: number; scope: string; name: string }, view: ViewFields): ViewRow {
      const now = new Date().toISOString()
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO saved_views (user_id, scope, name, query, columns, shared, owner, created, updated)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          owner.userId,
          owner.scope,
          view.name,
          view.query,
          JSON.stringify(view.columns),
          Number(view.shared),
          owner.name,
          now,
          now,
        )
      return find(lastInsertRowid)!
    },
    update(id: number, view: ViewFields): ViewRow {
      db.prepare('UPDATE saved_views SET name = ?, query = ?, columns = ?, shared = ?, updated = ? WHERE id = ?').run(
        view.name,
        view.query,
        JSON.stringify(view.columns),
        Number(view.shared),
        new Date().toISOString(),
        id,
      )
      return find(id)!
    },
    remove: (id: number) => db.prepare('DELETE FROM saved_views WHERE id = ?').run(id),
  }
}
