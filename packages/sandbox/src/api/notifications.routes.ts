import { Hono, type Context } from 'hono'
import { csvHeaders } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import { findNotification, markRead, pageOfNotifications, remove } from '../notifications/notifications.repository'
import type { ApiEnv } from './auth.middleware'
import { requestLanguage } from './language'
import { invalid, notFound } from './problems'
import { pagingOf } from './paging'

const base = '/api/in-app-notifications'

/** Seed 000 section 7: each user's own notifications; every action answers `result: 'success'`. */
export function notificationRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const userId = (c: Context<ApiEnv>) => c.get('caller').user.id
  const done = (c: Context<ApiEnv>, found: boolean) =>
    found ? c.json({ result: 'success' }) : notFound(c, `There is no notification ${c.req.param('id')}.`)

  app.get(base, (c) => {
    const { pageIndex, pageSize } = pagingOf(c)
    const newerThan = c.req.query('newerThan') || undefined
    if (newerThan && Number.isNaN(Date.parse(newerThan)))
      return invalid(c, { newerThan: ['newerThan must be an ISO date.'] })
    return c.json(pageOfNotifications(db, userId(c), { pageIndex, pageSize, newerThan, language: requestLanguage(c) }))
  })
  app.get(`${base}/:id{[0-9]+}`, (c) => {
    const notification = findNotification(db, userId(c), Number(c.req.param('id')), requestLanguage(c))
    return notification ? c.json(notification) : notFound(c, `There is no notification ${c.req.param('id')}.`)
  })
  app.post(`${base}/mark-as-read`, (c) => done(c, markRead(db, userId(c))))
  app.put(`${base}/mark-as-read/:id{[0-9]+}`, (c) => done(c, markRead(db, userId(c), Number(c.req.param('id')))))
  app.delete(base, (c) => done(c, remove(db, userId(c))))
  app.delete(`${base}/:id{[0-9]+}`, (c) => done(c, remove(db, userId(c), Number(c.req.param('id')))))
  return app
}

/** The reporting service: a generated report's CSV, for the user it was made for. */
export function reportRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  app.get('/reports/:name', (c) => {
    const name = c.req.param('name')
    const file = db
      .prepare('SELECT content FROM report_files WHERE name = ? AND user_id = ?')
      .get(name, c.get('caller').user.id) as { content: string } | undefined
    if (!file) return notFound(c, `There is no report ${name}.`)
    return c.body(file.content, 200, csvHeaders(name))
  })
  return app
}
