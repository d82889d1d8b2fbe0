import type { DisputeCode } from '@paydeck/core/transaction-activity'
import { reasonKeyOf, type DisputeNetwork } from '@paydeck/core/disputes'
import { labelsIn } from '@paydeck/core/labels'
import { disputeReasonLabels } from '@paydeck/core/dispute-labels'
import type { SandboxDatabase } from '../db/database'
import type { Language } from '../domain/language'

// The network's reason codes of a payment's disputes (seed 001's disputeCodes), read from the disputes themselves
// (issue 66): their network, code, the code's words in the reader's language and when each must be answered.

export function disputeCodeReader(db: SandboxDatabase) {
  const ofPayment = db.prepare(
    `SELECT network, reason_code AS code, due_by AS respondBy FROM disputes
     WHERE transaction_id = ? OR chargeback_id = ? OR reversal_id = ? ORDER BY opened, id`,
  )
  return (transactionId: number, language: Language): DisputeCode[] => {
    const words = labelsIn(disputeReasonLabels, language) as Record<string, string>
    return (
      ofPayment.all(transactionId, transactionId, transactionId) as {
        network: DisputeNetwork
        code: string
        respondBy: string
      }[]
    ).map((dispute) => ({ ...dispute, reason: words[reasonKeyOf(dispute)] ?? dispute.code }))
  }
}
