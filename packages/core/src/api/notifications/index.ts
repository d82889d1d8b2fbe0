// @paydeck/core/notifications: the in-app notification calls, an entry of their own so that only pages with the
// bell load them.
export {
  deleteAllNotifications,
  deleteNotification,
  downloadReport,
  fetchNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_PAGE_SIZE,
  reportNames,
} from './notifications.api'
export type { NotificationPageQuery } from './notifications.api'
export { notificationTypes } from './notifications.schema'
export type { AppNotification, NotificationPage, NotificationType } from './notifications.schema'
