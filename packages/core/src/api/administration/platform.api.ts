import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { platformCalls as calls } from './platform.calls'
import type { ReferenceKind } from './platform.schema'

export const fetchTenantPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => callRoute(http, calls['tenantManagement.page'], { query, signal })

export const fetchTenantOverview = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['tenantManagement.overview'], { params: { id }, signal })

/** A reference list (countries, currencies, languages), searched and paged by the server. */
export const referenceList = (
  http: HttpClient,
  kind: ReferenceKind,
  query: { search: string; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => callRoute(http, calls.referenceList, { params: { kind }, query, signal })
