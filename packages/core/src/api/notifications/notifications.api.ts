import type { HttpClient } from '../../http/http-client'
import {
  notificationActionSchema,
  notificationPageSchema,
  notificationSchema,
  type AppNotification,
  type NotificationPage,
} from './notifications.schema'

const base = 'api/in-app-notifications'

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
  return http.json(notificationPageSchema, base, {
    searchParams: { pageIndex, pageSize, newerThan: newerThan || undefined },
    signal,
    quiet,
    retry,
  })
}

export function fetchNotification(http: HttpClient, id: number, signal?: AbortSignal): Promise<AppNotification> {
  return http.json(notificationSchema, `${base}/${id}`, { signal })
}

const succeeded = async (reply: Promise<{ result: string }>) => (await reply).result === 'success'

export function markNotificationRead(http: HttpClient, id: number): Promise<boolean> {
  return succeeded(http.json(notificationActionSchema, `${base}/mark-as-read/${id}`, { method: 'PUT' }))
}

export function markAllNotificationsRead(http: HttpClient): Promise<boolean> {
  return succeeded(http.json(notificationActionSchema, `${base}/mark-as-read`, { method: 'POST' }))
}

export function deleteNotification(http: HttpClient, id: number): Promise<boolean> {
  return succeeded(http.json(notificationActionSchema, `${base}/${id}`, { method: 'DELETE' }))
}

export function deleteAllNotifications(http: HttpClient): Promise<boolean> {
  return succeeded(http.json(notificationActionSchema, base, { method: 'DELETE' }))
}

/** A generated report's file, by its name (the names a ReportGenerated notification lists). */
export function downloadReport(http: HttpClient, name: string, signal?: AbortSignal): Promise<Blob> {
  return http.blob(`reporting/reports/${encodeURIComponent(name)}`, { signal })
}

/** The report names of a file notification's objectUrl. */
export function reportNames(objectUrl: string | null): string[] {
  return (objectUrl ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}
