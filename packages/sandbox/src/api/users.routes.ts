import { userRoutes as userArea } from '@paydeck/core/openapi'
import type { SandboxDatabase } from '../db/database'
import { userContextOf } from '../users/users.repository'
import { implement } from './implement'

export const userRoutes = (db: SandboxDatabase) =>
  implement(userArea, {
    // Asset paths in the database are the sandbox's own; the context gives them as absolute URLs.
    fetchUserContext: ({ caller, language, c }) => userContextOf(db, caller.user, new URL(c.req.url).origin, language),
  })
