import { notificationRoutes as notificationArea } from '@paydeck/core/openapi'
import { csvHeaders } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import { found, refuse } from '../domain/problem'
import { reportFileOf } from '../notifications/events'
import { findNotification, markRead, pageOfNotifications, remove } from '../notifications/notifications.repository'
import { implement } from './implement'

/** Seed 000 section 7: each user's own notifications; every action answers `result: 'success'`. */
export const notificationRoutes = (db: SandboxDatabase) => {
  const done = (found: boolean, id?: number) =>
    found ? { result: 'success' } : refuse.notFound(`There is no notification ${id ?? ''}.`)
  return implement(notificationArea, {
    fetchNotifications: ({ caller, query, page, language }) => {
      const newerThan = query.newerThan || undefined
      if (newerThan && Number.isNaN(Date.parse(newerThan)))
        return refuse.field('newerThan', 'newerThan must be an ISO date.')
      return pageOfNotifications(db, caller.user.id, { ...page, newerThan, language })
    },
    fetchNotification: ({ caller, params, language }) =>
      found(findNotification(db, caller.user.id, params.id, language), `There is no notification ${params.id}.`),
    markAllNotificationsRead: ({ caller }) => done(markRead(db, caller.user.id)),
    markNotificationRead: ({ caller, params }) => done(markRead(db, caller.user.id, params.id), params.id),
    deleteAllNotifications: ({ caller }) => done(remove(db, caller.user.id)),
    deleteNotification: ({ caller, params }) => done(remove(db, caller.user.id, params.id), params.id),
  })
}

/** The reporting service: a generated report's CSV, for the user it was made for. */
export const reportRoutes = (db: SandboxDatabase) =>
  implement(notificationArea, {
    downloadReport: ({ caller, params }) => {
      const content = found(reportFileOf(db, params.name, caller.user.id), `There is no report ${params.name}.`)
      return new Response(content, { headers: csvHeaders(params.name) })
    },
  })
