import { can } from '@paydeck/core'
import { disputeAnswerPermissions, reasonKeyOf } from '@paydeck/core/disputes'
import { decimalText } from '@paydeck/core/values'
import type { SandboxDatabase } from '../db/database'
import { insertNotification } from '../notifications/notifications.repository'
import { permissionsOf } from '../users/users.repository'
import type { DisputeRow } from './dispute-store'

// Nobody misses a deadline (issue 66): a dispute opened, its due time 72 and 24 hours away, and its decision tell the
// users who may answer it — the merchant's, and the tenant's staff who may answer on its behalf — in the bell, in the
// language each reads it in (the text is worded when read).

/** Where each kind of user opens a dispute in the portal. */
const disputePath = (userType: string, id: number) =>
  userType === 'merchant'
    ? `/merchant/transaction-management/disputes?dispute=${id}`
    : `/transaction-management/disputes/disputes-lookup?dispute=${id}`

/** The deadline notices, by how many hours before the due time each is sent. */
export const deadlineNotices = [72, 24] as const

export type DisputeNotice = 'disputeOpened' | 'disputeDue' | 'disputeWon' | 'disputeLost'

export function disputeNotices(db: SandboxDatabase) {
  const answerers = db.prepare(
    `SELECT id, user_type AS userType, role_id AS roleId FROM users
     WHERE tenant_id = @tenantId AND ((user_type = 'merchant' AND merchant_id = @merchantId)
       OR (user_type <> 'merchant' AND user_type <> 'platform' AND merchant_id IS NULL))`,
  )
  const reference = db.prepare('SELECT external_id FROM transactions WHERE id = ?').pluck()

  /** Tells the users who may answer the dispute what happened to it. */
  return (dispute: DisputeRow, notice: DisputeNotice, hours?: number) => {
    const users = answerers.all({ tenantId: dispute.tenant_id, merchantId: dispute.merchant_id }) as {
      id: number
      userType: string
      roleId: number
    }[]
    const params = {
      id: dispute.id,
      reference: reference.get(dispute.transaction_id) as string,
      amount: `${dispute.currency} ${decimalText(dispute.amount, dispute.currency)}`,
      reason: reasonKeyOf({ network: dispute.network, code: dispute.reason_code }),
      due: `${dispute.due_by.slice(0, 16).replace('T', ' ')} UTC`,
      ...(hours && { hours }),
    }
    for (const user of users) {
      const kind = user.userType === 'merchant' ? 'merchant' : 'tenant'
      if (!can(permissionsOf(db, user.roleId), disputeAnswerPermissions[kind])) continue
      insertNotification(db, {
        userId: user.id,
        type: 'Dispute',
        text: { key: notice, params },
        objectUrl: disputePath(user.userType, dispute.id),
      })
    }
  }
}
