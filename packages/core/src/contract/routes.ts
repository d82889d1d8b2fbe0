import { notificationRoutes } from '../api/notifications/notifications.routes'
import { supportRoutes } from '../api/support/support.routes'
import type { RouteArea } from './route'

/** Every area's calls: the OpenAPI document's source. */
export const routeAreas: readonly RouteArea[] = [notificationRoutes, supportRoutes]
