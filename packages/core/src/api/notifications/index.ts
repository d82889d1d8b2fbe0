// @paydeck/core/notifications: the in-app notification calls, an entry of their own so that only pages with the
// bell load them.
export * from './notifications.api'
export { notificationTypes } from './notifications.schema'
export type * from './notifications.schema'
