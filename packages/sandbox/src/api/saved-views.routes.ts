import { Hono, type Context } from 'hono'
import { newSavedViewSchema, type SavedView } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { fullName, organisationScope } from './organisation'
import { conflict, forbidden, notFound } from './problems'
import { bind } from './route-table'
import { bodyOf } from './json-body'
import { savedViewsRepository, type ViewRow } from '../transactions/saved-views.repository'

/**
 * Saved views of the transaction lookup, per user, without a cap (peers cap them at five; users ask for more);
 * a shared one is read by every colleague of the same organisation, changed and deleted by its owner only.
 */
export function savedViewRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const store = savedViewsRepository(db)
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
    const row = store.find(Number(c.req.param('id')))
    if (!row || (row.userId !== caller.user.id && !(row.shared === 1 && row.scope === organisationScope(caller))))
      return undefined
    return row
  }
  const { nameTaken } = store

  // The merchant's calls and staff's: the same views, each user's own.
  for (const by of ['', 'ByStaff']) {
    bind(app, `fetchSavedViews${by}`, (c) => {
      const caller = c.get('caller')
      const rows = store.visibleTo(caller.user.id, organisationScope(caller))
      return c.json({ data: rows.map((row) => toView(row, caller.user.id)) })
    })
    bind(app, `fetchSavedView${by}`, (c) => {
      const row = readable(c)
      return row ? c.json(toView(row, c.get('caller').user.id)) : notFound(c, `There is no view ${c.req.param('id')}.`)
    })
    bind(app, `createSavedView${by}`, (c) => {
      const caller = c.get('caller')
      const view = bodyOf(c, newSavedViewSchema)
      if (nameTaken(caller.user.id, view.name)) return conflict(c, `You already have a view named ${view.name}.`)
      const owner = { userId: caller.user.id, scope: organisationScope(caller), name: fullName(caller) }
      return c.json(toView(store.insert(owner, view), caller.user.id), 201)
    })
    bind(app, `updateSavedView${by}`, (c) => {
      const caller = c.get('caller')
      const row = readable(c)
      if (!row) return notFound(c, `There is no view ${c.req.param('id')}.`)
      if (row.userId !== caller.user.id) return forbidden(c)
      const view = bodyOf(c, newSavedViewSchema)
      if (nameTaken(caller.user.id, view.name, row.id))
        return conflict(c, `You already have a view named ${view.name}.`)
      return c.json(toView(store.update(row.id, view), caller.user.id))
    })
    bind(app, `deleteSavedView${by}`, (c) => {
      const row = readable(c)
      if (!row) return notFound(c, `There is no view ${c.req.param('id')}.`)
      if (row.userId !== c.get('caller').user.id) return forbidden(c)
      store.remove(row.id)
      return c.json({ result: 'success' })
    })
  }
  return app
}
