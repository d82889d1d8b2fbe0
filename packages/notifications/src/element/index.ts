// @paydeck/notifications/element: the bell element's class, registered by nobody (./define registers it).
export { NotificationsBellElement } from './bell-element'
