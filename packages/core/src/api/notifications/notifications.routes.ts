import * as z from 'zod/mini'
import { described, openTo, optional, pageQuery, type RouteArea } from '../../contract/route'
import { notificationCalls } from './notifications.calls'

export const notificationRoutes = {
  area: 'notifications',
  description: 'The in-app notifications of the bell (seed 000 section 5).',
  access: openTo(
    'Each user reads and clears their own notifications.',
    'Only the caller’s own notifications and report files.',
  ),
  routes: described(notificationCalls, {
    fetchNotifications: {
      summary: 'A page of the user’s notifications, newest first; the poll asks only for those after the newest held',
      query: { ...pageQuery, ...optional({ newerThan: z.string() }) },
    },
    fetchNotification: { summary: 'One notification' },
    markNotificationRead: { summary: 'Marks one notification read' },
    markAllNotificationsRead: { summary: 'Marks every notification read' },
    deleteNotification: { summary: 'Deletes one notification' },
    deleteAllNotifications: { summary: 'Deletes every notification' },
    downloadReport: {
      summary: 'A generated report’s file, by a name a ReportGenerated notification lists',
      params: { name: z.string() },
    },
  }),
} satisfies RouteArea
