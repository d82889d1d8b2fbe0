import type { HttpClient } from '../../http/http-client'
import { userContextSchema, type UserContext } from './users.schema'

export function fetchUserContext(http: HttpClient, signal?: AbortSignal): Promise<UserContext> {
  return http.json(userContextSchema, 'users', { signal })
}
