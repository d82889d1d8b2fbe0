import type { HttpClient } from '../../http/http-client'
import {
  referencePageSchema,
  tenantOverviewSchema,
  tenantSummaryPageSchema,
  type ReferenceKind,
} from './platform.schema'

export const fetchTenantPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => http.json(tenantSummaryPageSchema, 'tenant-management/tenants', { searchParams: query, signal })

export const fetchTenantOverview = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.json(tenantOverviewSchema, `tenant-management/tenants/${id}`, { signal })

/** A reference list (countries, currencies, languages), searched and paged by the server. */
export const referenceList = (
  http: HttpClient,
  kind: ReferenceKind,
  query: { search: string; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => http.json(referencePageSchema, `settings/reference/${kind}`, { searchParams: query, signal })
