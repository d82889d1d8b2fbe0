export { NotificationsBell } from './bell/notifications-bell'
export type { NotificationsBellProps, OpenDocumentDetail } from './bell/notifications-bell'
export { useNotificationFeed, DEFAULT_POLL_INTERVAL_MS } from './feed/use-notification-feed'
export type { NotificationFeed, NotificationFeedOptions } from './feed/use-notification-feed'
