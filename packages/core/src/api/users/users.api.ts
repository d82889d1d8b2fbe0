import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { userCalls as calls } from './users.calls'
import type { UserContext } from './users.schema'

export const fetchUserContext = (http: HttpClient, signal?: AbortSignal): Promise<UserContext> =>
  callRoute(http, calls.fetchUserContext, { signal })
