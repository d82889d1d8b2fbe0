import type { DisputeStage, DisputeStatus, DisputeTab } from './dispute-model'
import type { DisputeCategory } from './dispute-reasons'
import type { DueWithin } from './disputes.schema'

/** A disputes list's page and filters, as the screen keeps them and the call sends them. */
export interface DisputeQuery {
  pageIndex: number
  pageSize: number
  tab?: DisputeTab
  stage?: DisputeStage
  status?: DisputeStatus
  category?: DisputeCategory
  dueWithin?: DueWithin
  merchantId?: number
  transactionId?: number
  currency?: string
  minAmount?: number
  maxAmount?: number
  tenantId?: number
}
