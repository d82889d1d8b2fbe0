import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { administrationRoutes } from './administration.routes'
import type { ReferenceKind } from './platform.schema'

const { routes } = administrationRoutes

export const fetchTenantPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => callRoute(http, routes['tenantManagement.page'], { query, signal })

export const fetchTenantOverview = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, routes['tenantManagement.overview'], { params: { id }, signal })

/** A reference list (countries, currencies, languages), searched and paged by the server. */
export const referenceList = (
  http: HttpClient,
  kind: ReferenceKind,
  query: { search: string; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => callRoute(http, routes.referenceList, { params: { kind }, query, signal })
