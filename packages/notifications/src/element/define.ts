// @paydeck/notifications/define: registers <paydeck-notifications-bell>.
import { NotificationsBellElement } from './bell-element'

NotificationsBellElement.define()
