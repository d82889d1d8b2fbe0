import { administrationRoutes } from '../api/administration/administration.routes'
import { analyticsRoutes } from '../api/analytics/analytics.routes'
import { dashboardRoutes } from '../api/dashboard/dashboard.routes'
import { disputeRoutes } from '../api/disputes/disputes.routes'
import { fileRoutes } from '../api/files/files.routes'
import { lookupRoutes } from '../api/lookups/lookups.routes'
import { notificationRoutes } from '../api/notifications/notifications.routes'
import { pipelineRoutes } from '../api/pipelines/pipelines.routes'
import { pricebookRoutes } from '../api/pricebooks/pricebooks.routes'
import { proposalRoutes } from '../api/proposals/proposals.routes'
import { reportRoutes } from '../api/reports/reports.routes'
import { supportRoutes } from '../api/support/support.routes'
import { transactionRoutes } from '../api/transactions/transactions.routes'
import { userRoutes } from '../api/users/users.routes'
import type { RouteArea } from './route'

/** Every area's calls: the OpenAPI document's source. */
export const routeAreas: readonly RouteArea[] = [
  userRoutes,
  lookupRoutes,
  notificationRoutes,
  supportRoutes,
  fileRoutes,
  proposalRoutes,
  transactionRoutes,
  disputeRoutes,
  reportRoutes,
  analyticsRoutes,
  dashboardRoutes,
  pipelineRoutes,
  pricebookRoutes,
  administrationRoutes,
]
