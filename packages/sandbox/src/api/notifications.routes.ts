import { Hono, type Context } from 'hono'
import { csvHeaders } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import { reportFileOf } from '../notifications/events'
import { findNotification, markRead, pageOfNotifications, remove } from '../notifications/notifications.repository'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { requestLanguage } from './language'
import { invalid, notFound } from './problems'
import { pageOf } from './paging'

/** Seed 000 section 7: each user's own notifications; every action answers `result: 'success'`. */
export function notificationRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const userId = (c: Context<ApiEnv>) => c.get('caller').user.id
  const done = (c: Context<ApiEnv>, found: boolean) =>
    found ? c.json({ result: 'success' }) : notFound(c, `There is no notification ${c.req.param('id')}.`)

  bind(app, 'fetchNotifications', (c) => {
    const { pageIndex, pageSize } = pageOf(c)
    const newerThan = c.req.query('newerThan') || undefined
    if (newerThan && Number.isNaN(Date.parse(newerThan)))
      return invalid(c, { newerThan: ['newerThan must be an ISO date.'] })
    return c.json(pageOfNotifications(db, userId(c), { pageIndex, pageSize, newerThan, language: requestLanguage(c) }))
  })
  bind(app, 'fetchNotification', (c) => {
    const notification = findNotification(db, userId(c), Number(c.req.param('id')), requestLanguage(c))
    return notification ? c.json(notification) : notFound(c, `There is no notification ${c.req.param('id')}.`)
  })
  bind(app, 'markAllNotificationsRead', (c) => done(c, markRead(db, userId(c))))
  bind(app, 'markNotificationRead', (c) => done(c, markRead(db, userId(c), Number(c.req.param('id')))))
  bind(app, 'deleteAllNotifications', (c) => done(c, remove(db, userId(c))))
  bind(app, 'deleteNotification', (c) => done(c, remove(db, userId(c), Number(c.req.param('id')))))
  return app
}

/** The reporting service: a generated report's CSV, for the user it was made for. */
export function reportRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  bind(app, 'downloadReport', (c) => {
    const name = c.req.param('name') ?? ''
    const content = reportFileOf(db, name, c.get('caller').user.id)
    if (content === undefined) return notFound(c, `There is no report ${name}.`)
    return c.body(content, 200, csvHeaders(name))
  })
  return app
}
