import { NotificationsBellElement } from '@paydeck/notifications/element'

NotificationsBellElement.define()
