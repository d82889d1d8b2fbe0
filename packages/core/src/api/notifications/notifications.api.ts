import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { notificationCalls as calls } from './notifications.calls'
import type { AppNotification, NotificationPage } from './notifications.schema'

/** Spec decision: pages of 10. */
export const NOTIFICATION_PAGE_SIZE = 10

export interface NotificationPageQuery {
  pageIndex: number
  pageSize?: number
  /** The poll: only items created after this instant (the newest one held). */
  newerThan?: string
  /** Failures are the caller's to handle (seed 000: a failed poll or load-more is logged, not shown). */
  quiet?: boolean
  /** The poll backs off on its own: no quick retries. */
  retry?: number
}

export function fetchNotifications(
  http: HttpClient,
  { pageIndex, pageSize = NOTIFICATION_PAGE_SIZE, newerThan, quiet, retry }: NotificationPageQuery,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return callRoute(http, calls.fetchNotifications, {
    query: { pageIndex, pageSize, newerThan: newerThan || undefined },
    signal,
    quiet,
    retry,
  })
}

export function fetchNotification(http: HttpClient, id: number, signal?: AbortSignal): Promise<AppNotification> {
  return callRoute(http, calls.fetchNotification, { params: { id }, signal })
}

const succeeded = async (reply: Promise<{ result: string }>) => (await reply).result === 'success'

export function markNotificationRead(http: HttpClient, id: number): Promise<boolean> {
  return succeeded(callRoute(http, calls.markNotificationRead, { params: { id } }))
}

export function markAllNotificationsRead(http: HttpClient): Promise<boolean> {
  return succeeded(callRoute(http, calls.markAllNotificationsRead))
}

export function deleteNotification(http: HttpClient, id: number): Promise<boolean> {
  return succeeded(callRoute(http, calls.deleteNotification, { params: { id } }))
}

export function deleteAllNotifications(http: HttpClient): Promise<boolean> {
  return succeeded(callRoute(http, calls.deleteAllNotifications))
}

/** A generated report's file, by its name (the names a ReportGenerated notification lists). */
export function downloadReport(http: HttpClient, name: string, signal?: AbortSignal): Promise<Blob> {
  return callRoute(http, calls.downloadReport, { params: { name }, signal })
}

/** The report names of a file notification's objectUrl. */
export function reportNames(objectUrl: string | null): string[] {
  return (objectUrl ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}
