import type { Call } from '../../contract/route'
import { notificationActionSchema, notificationPageSchema, notificationSchema } from './notifications.schema'

// How the bell's calls are made and what they answer; what the contract document says of them is in
// notifications.routes.ts.

export const notificationCalls = {
  fetchNotifications: { method: 'GET', path: 'api/in-app-notifications', answer: notificationPageSchema },
  fetchNotification: { method: 'GET', path: 'api/in-app-notifications/{id}', answer: notificationSchema },
  markNotificationRead: {
    method: 'PUT',
    path: 'api/in-app-notifications/mark-as-read/{id}',
    answer: notificationActionSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: 'api/in-app-notifications/mark-as-read',
    answer: notificationActionSchema,
  },
  deleteNotification: { method: 'DELETE', path: 'api/in-app-notifications/{id}', answer: notificationActionSchema },
  deleteAllNotifications: { method: 'DELETE', path: 'api/in-app-notifications', answer: notificationActionSchema },
  downloadReport: { method: 'GET', path: 'reporting/reports/{name}', answer: 'file:application/octet-stream' },
} as const satisfies Record<string, Call>
