import { Hono, type Context } from 'hono'
import { newSavedViewSchema, type SavedView } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { fullName, organisationScope } from './organisation'
import { conflict, forbidden, notFound } from './problems'
import { bind } from './route-table'
import { bodyOf } from './json-body'

interface ViewRow {
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

const columns = `id, user_id AS userId, scope, name, query, columns, shared, owner, created, updated`

/**
 * Saved views of the transaction lookup, per user, without a cap (peers cap them at five; users ask for more);
 * a shared one is read by every colleague of the same organisation, changed and deleted by its owner only.
 */
export function savedViewRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const toView = (row: ViewRow, userId: number): SavedView => ({
    id: row.id,
    name: row.name,
    query: row.query,
    columns: JSON.parse(row.columns) as string[],
    shared: row.shared === 1,
    owner: row.owner,
    mine: row.userId === userId,
    created: row.created,
    updated: row.updated,
  })
  /** A view the caller may read: their own, or one shared within their organisation. */
  const readable = (c: Context<ApiEnv>) => {
    const caller = c.get('caller')
    const row = db.prepare(`SELECT ${columns} FROM saved_views WHERE id = ?`).get(Number(c.req.param('id'))) as
      ViewRow | undefined
    if (!row || (row.userId !== caller.user.id && !(row.shared === 1 && row.scope === organisationScope(caller))))
      return undefined
    return row
  }
  const nameTaken = (userId: number, name: string, except = 0) =>
    db
      .prepare('SELECT 1 FROM saved_views WHERE user_id = ? AND lower(name) = lower(?) AND id <> ?')
      .get(userId, name, except)

  // The merchant's calls and staff's: the same views, each user's own.
  for (const by of ['', 'ByStaff']) {
    bind(app, `fetchSavedViews${by}`, (c) => {
      const caller = c.get('caller')
      const rows = db
        .prepare(
          `SELECT ${columns} FROM saved_views WHERE user_id = ? OR (shared = 1 AND scope = ?) ORDER BY lower(name), id`,
        )
        .all(caller.user.id, organisationScope(caller)) as ViewRow[]
      return c.json({ data: rows.map((row) => toView(row, caller.user.id)) })
    })
    bind(app, `fetchSavedView${by}`, (c) => {
      const row = readable(c)
      return row ? c.json(toView(row, c.get('caller').user.id)) : notFound(c, `There is no view ${c.req.param('id')}.`)
    })
    bind(app, `createSavedView${by}`, async (c) => {
      const caller = c.get('caller')
      const view = bodyOf(c, newSavedViewSchema)
      if (nameTaken(caller.user.id, view.name)) return conflict(c, `You already have a view named ${view.name}.`)
      const now = new Date().toISOString()
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO saved_views (user_id, scope, name, query, columns, shared, owner, created, updated)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          caller.user.id,
          organisationScope(caller),
          view.name,
          view.query,
          JSON.stringify(view.columns),
          Number(view.shared),
          fullName(caller),
          now,
          now,
        )
      const row = db.prepare(`SELECT ${columns} FROM saved_views WHERE id = ?`).get(lastInsertRowid) as ViewRow
      return c.json(toView(row, caller.user.id), 201)
    })
    bind(app, `updateSavedView${by}`, async (c) => {
      const caller = c.get('caller')
      const row = readable(c)
      if (!row) return notFound(c, `There is no view ${c.req.param('id')}.`)
      if (row.userId !== caller.user.id) return forbidden(c)
      const view = bodyOf(c, newSavedViewSchema)
      if (nameTaken(caller.user.id, view.name, row.id))
        return conflict(c, `You already have a view named ${view.name}.`)
      db.prepare('UPDATE saved_views SET name = ?, query = ?, columns = ?, shared = ?, updated = ? WHERE id = ?').run(
        view.name,
        view.query,
        JSON.stringify(view.columns),
        Number(view.shared),
        new Date().toISOString(),
        row.id,
      )
      const updated = db.prepare(`SELECT ${columns} FROM saved_views WHERE id = ?`).get(row.id) as ViewRow
      return c.json(toView(updated, caller.user.id))
    })
    bind(app, `deleteSavedView${by}`, (c) => {
      const row = readable(c)
      if (!row) return notFound(c, `There is no view ${c.req.param('id')}.`)
      if (row.userId !== c.get('caller').user.id) return forbidden(c)
      db.prepare('DELETE FROM saved_views WHERE id = ?').run(row.id)
      return c.json({ result: 'success' })
    })
  }
  return app
}
