import * as z from 'zod/mini'
import { openTo, optional, pageQuery, type RouteArea } from '../../contract/route'
import { notificationActionSchema, notificationPageSchema, notificationSchema } from './notifications.schema'

export const notificationRoutes = {
  area: 'notifications',
  description: 'The in-app notifications of the bell (seed 000 section 5).',
  access: openTo(
    'Each user reads and clears their own notifications.',
    'Only the caller’s own notifications and report files.',
  ),
  routes: {
    fetchNotifications: {
      method: 'GET',
      path: 'api/in-app-notifications',
      summary: 'A page of the user’s notifications, newest first; the poll asks only for those after the newest held',
      query: { ...pageQuery, ...optional({ newerThan: z.string() }) },
      answer: notificationPageSchema,
    },
    fetchNotification: {
      method: 'GET',
      path: 'api/in-app-notifications/{id}',
      summary: 'One notification',
      answer: notificationSchema,
    },
    markNotificationRead: {
      method: 'PUT',
      path: 'api/in-app-notifications/mark-as-read/{id}',
      summary: 'Marks one notification read',
      answer: notificationActionSchema,
    },
    markAllNotificationsRead: {
      method: 'POST',
      path: 'api/in-app-notifications/mark-as-read',
      summary: 'Marks every notification read',
      answer: notificationActionSchema,
    },
    deleteNotification: {
      method: 'DELETE',
      path: 'api/in-app-notifications/{id}',
      summary: 'Deletes one notification',
      answer: notificationActionSchema,
    },
    deleteAllNotifications: {
      method: 'DELETE',
      path: 'api/in-app-notifications',
      summary: 'Deletes every notification',
      answer: notificationActionSchema,
    },
    downloadReport: {
      method: 'GET',
      path: 'reporting/reports/{name}',
      summary: 'A generated report’s file, by a name a ReportGenerated notification lists',
      params: { name: z.string() },
      answer: 'file:application/octet-stream',
    },
  },
} satisfies RouteArea
