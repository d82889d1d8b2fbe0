import { requestLanguage } from './language'
import { Hono } from 'hono'
import type { SandboxDatabase } from '../db/database'
import { userContextOf } from '../users/users.repository'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'

export function userRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  // Asset paths in the database are the sandbox's own; the context gives them as absolute URLs.
  bind(app, 'fetchUserContext', (c) =>
    c.json(userContextOf(db, c.get('caller').user, new URL(c.req.url).origin, requestLanguage(c))),
  )
  return app
}
