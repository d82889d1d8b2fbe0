import type { CallRule } from '../../contract/access'
import { everyone } from '../../contract/kinds'
import type { Access } from '../../contract/route'
import { transactionViewPermissions } from '../transactions/transaction-actions'

// Who reads disputes and who answers them (issue 66): whoever reads the payments reads their disputes; a merchant
// answers its own with its disputes permission, staff on a merchant's behalf with the dispute action's.

export const disputeReaders: Access = {
  permission: transactionViewPermissions,
  record: 'A merchant’s own disputes; a tenant’s staff every merchant’s of the tenant; platform staff any.',
}

export const disputeAnswerPermissions = {
  merchant: 'Merchant.Transaction.Disputes',
  tenant: 'CRM.Transaction.Actions.Dispute',
  platform: 'Platform.Transaction.Actions.Dispute',
} as const

export const disputeAnswerers: Access = {
  permission: disputeAnswerPermissions,
  record: 'The dispute must be the caller’s to read, still waiting for an answer and not past its due time.',
}

/** The rules a screen asks before it shows disputes, or offers an answer. */
export const disputeReadRule: CallRule = { access: disputeReaders, by: everyone }
export const disputeAnswerRule: CallRule = { access: disputeAnswerers, by: everyone }
