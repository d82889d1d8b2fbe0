import type { DisputeCode } from '@paydeck/core/transaction-activity'
import type { TransactionRow } from './lookup'
import { english, type Say } from '../words/say'
import { DAY, at } from './activity-basics'

// The network's reason codes of a payment's chargebacks.

export function disputeCodesOf(
  row: TransactionRow,
  children: readonly TransactionRow[],
  say: Say = english,
): DisputeCode[] {
  const disputes = row.type === 'Chargeback' ? [row] : children.filter((child) => child.type === 'Chargeback')
  return disputes.map((dispute) =>
    row.card_brand === 'Mastercard'
      ? {
          network: 'Mastercard',
          code: '4837',
          reason: say('No cardholder authorization'),
          respondBy: at(dispute.created, 45 * DAY),
        }
      : row.card_brand === 'Amex'
        ? {
            network: 'American Express',
            code: 'F29',
            reason: say('Card not present'),
            respondBy: at(dispute.created, 20 * DAY),
          }
        : {
            network: 'Visa',
            code: '10.4',
            reason: say('Other fraud: card-absent environment'),
            respondBy: at(dispute.created, 30 * DAY),
          },
  )
}
