import { reasonKeyOf, urgencyOf, type Dispute, type DisputeUrgency } from '@paydeck/core/disputes'
import { StatusPill, type StatusTone } from '@paydeck/ui'
import { useDisputeT } from './dispute-messages'

// What the list, the detail and a payment's panel say of a dispute the same way: its status, how near its due
// time is, and its reason.

const urgencyTones: Record<DisputeUrgency, StatusTone> = {
  overdue: 'negative',
  within24Hours: 'negative',
  within72Hours: 'pending',
  within10Days: 'hold',
}

const statusTones: Record<Dispute['status'], StatusTone> = {
  needsResponse: 'pending',
  underReview: 'hold',
  accepted: 'negative',
  expired: 'negative',
  won: 'positive',
  lost: 'negative',
}

export function DisputeStatus({ dispute }: { dispute: Pick<Dispute, 'status'> }) {
  const t = useDisputeT()
  return <StatusPill status={dispute.status} tone={statusTones[dispute.status]} label={t(`status.${dispute.status}`)} />
}

/** How near the due time is, as a pill: nothing when the dispute waits for no one or has time. */
export function DisputeUrgencyPill({ dispute, now }: { dispute: Pick<Dispute, 'status' | 'dueBy'>; now: number }) {
  const t = useDisputeT()
  const urgency = urgencyOf(dispute, now)
  return urgency ? <StatusPill status={urgency} tone={urgencyTones[urgency]} label={t(`urgency.${urgency}`)} /> : null
}

/** The reason in words: the network's own name for its code, and the category it falls in. */
export function useReasonWords() {
  const t = useDisputeT()
  return (dispute: Pick<Dispute, 'network' | 'reasonCode' | 'category'>) => {
    const key = `reason.${reasonKeyOf({ network: dispute.network, code: dispute.reasonCode })}`
    const reason = Object.hasOwn(useDisputeT.en, key) ? t(key as keyof typeof useDisputeT.en) : dispute.reasonCode
    return { code: `${dispute.network} ${dispute.reasonCode}`, reason, category: t(`category.${dispute.category}`) }
  }
}
