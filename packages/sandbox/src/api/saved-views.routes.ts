import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import type { SavedView } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'
import type { Caller } from '../domain/caller'
import { found, refuse } from '../domain/problem'
import { created, implement, type Handlers } from './implement'
import { fullName, organisationScope } from './organisation'
import { savedViewsRepository, type ViewRow } from '../transactions/saved-views.repository'

/**
 * Saved views of the transaction lookup, per user, without a cap (peers cap them at five; users ask for more);
 * a shared one is read by every colleague of the same organisation, changed and deleted by its owner only.
 */
export function savedViewRoutes(db: SandboxDatabase) {
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
  const readable = (caller: Caller, id: number) => {
    const row = store.find(id)
    const mayRead =
      row && (row.userId === caller.user.id || (row.shared === 1 && row.scope === organisationScope(caller)))
    return found(mayRead ? row : undefined, `There is no view ${id}.`)
  }
  /** A view the caller may change: their own. */
  const owned = (caller: Caller, id: number) => {
    const row = readable(caller, id)
    if (row.userId !== caller.user.id) throw refuse.forbidden()
    return row
  }
  const { nameTaken } = store
  const taken = (name: string) => refuse.conflict(`You already have a view named ${name}.`)

  const handlers = {
    fetchSavedViews: ({ caller }) => ({
      data: store.visibleTo(caller.user.id, organisationScope(caller)).map((row) => toView(row, caller.user.id)),
    }),
    fetchSavedView: ({ caller, params }) => toView(readable(caller, params.id), caller.user.id),
    createSavedView: ({ caller, body }) => {
      if (nameTaken(caller.user.id, body.name)) return taken(body.name)
      const owner = { userId: caller.user.id, scope: organisationScope(caller), name: fullName(caller) }
      return created(toView(store.insert(owner, body), caller.user.id))
    },
    updateSavedView: ({ caller, params, body }) => {
      const row = owned(caller, params.id)
      if (nameTaken(caller.user.id, body.name, row.id)) return taken(body.name)
      return toView(store.update(row.id, body), caller.user.id)
    },
    deleteSavedView: ({ caller, params }) => {
      store.remove(owned(caller, params.id).id)
    },
  } satisfies Handlers<
    typeof transactionArea,
    'fetchSavedViews' | 'fetchSavedView' | 'createSavedView' | 'updateSavedView' | 'deleteSavedView'
  >
  // The merchant's calls and staff's: the same views, each user's own.
  return implement(transactionArea, {
    ...handlers,
    fetchSavedViewsByStaff: handlers.fetchSavedViews,
    fetchSavedViewByStaff: handlers.fetchSavedView,
    createSavedViewByStaff: handlers.createSavedView,
    updateSavedViewByStaff: handlers.updateSavedView,
    deleteSavedViewByStaff: handlers.deleteSavedView,
  })
}
