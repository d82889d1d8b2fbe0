import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { UserKind } from '../../session/user-kind'
import { pairedCall } from './merchant-and-staff.calls'
import { savedViewCalls as calls } from './saved-views.calls'
import type { NewSavedView } from './saved-views.schema'

export * from './saved-views.schema'

export const fetchSavedViews = (http: HttpClient, kind: UserKind, signal?: AbortSignal) =>
  callRoute(http, pairedCall(calls, 'fetchSavedViews', kind), { signal }).then((reply) => reply.data)

export const fetchSavedView = (http: HttpClient, kind: UserKind, id: number, signal?: AbortSignal) =>
  callRoute(http, pairedCall(calls, 'fetchSavedView', kind), { params: { id }, signal })

export const createSavedView = (http: HttpClient, kind: UserKind, view: NewSavedView) =>
  callRoute(http, pairedCall(calls, 'createSavedView', kind), { body: view })

export const updateSavedView = (http: HttpClient, kind: UserKind, id: number, view: NewSavedView) =>
  callRoute(http, pairedCall(calls, 'updateSavedView', kind), { params: { id }, body: view })

export const deleteSavedView = (http: HttpClient, kind: UserKind, id: number): Promise<void> =>
  callRoute(http, pairedCall(calls, 'deleteSavedView', kind), { params: { id } })
