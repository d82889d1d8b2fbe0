import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { userRoutes } from './users.routes'
import type { UserContext } from './users.schema'

export function fetchUserContext(http: HttpClient, signal?: AbortSignal): Promise<UserContext> {
  return callRoute(http, userRoutes.routes.fetchUserContext, { signal })
}
