import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { auditCalls as calls } from './audit.calls'
import type { AuditQuery } from './audit.schema'

/** The query's filters as the call sends them (a filter left out is not sent). */
const queryOf = (query: Partial<AuditQuery> & { timeZone?: string }) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >

/** A page of the audit trail, newest first, from the key `before` (none: the newest). */
export const fetchAuditPage = (http: HttpClient, query: AuditQuery, signal?: AbortSignal) =>
  callRoute(http, calls['audit.page'], { query: queryOf(query), signal })

/** Every record the filters match as one CSV file, its times in the reader's zone and its words in their language. */
export const downloadAuditCsv = (
  http: HttpClient,
  query: Omit<AuditQuery, 'pageSize' | 'before'>,
  timeZone: string,
  signal?: AbortSignal,
) =>
  // A failed download is started again by the user, not behind their back.
  callRoute(http, calls['audit.export'], { query: queryOf({ ...query, timeZone }), signal, retry: 0 })

export const fetchAuditHead = (http: HttpClient, tenantId?: number, signal?: AbortSignal) =>
  callRoute(http, calls['audit.head'], { query: queryOf({ tenantId }), signal })

export const saveAuditRetention = (http: HttpClient, days: number, tenantId?: number) =>
  callRoute(http, calls['audit.saveRetention'], { query: queryOf({ tenantId }), body: { days } })
