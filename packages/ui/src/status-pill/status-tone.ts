export type StatusTone = 'positive' | 'negative' | 'pending' | 'hold' | 'neutral'

// The colour tables of seed 002 section 4.
const tones: Record<Exclude<StatusTone, 'neutral'>, readonly string[]> = {
  positive: [
    'Opened',
    'Active',
    'Created',
    'Validated',
    'Reserved',
    'Approved',
    'Captured',
    'Accepted',
    'Refunded',
    'Successful',
  ],
  negative: ['Closed', 'Inactive', 'Failed', 'Declined', 'ChargedBack', 'Locked', 'Conflict', 'Rejected'],
  pending: ['Blocked', 'Pending', 'Closing', 'InvitationSent', 'Reviewed', 'Duplicate', 'WaitingForApproval'],
  hold: ['Not Found'],
}

export function statusTone(status: string): StatusTone {
  for (const [tone, values] of Object.entries(tones)) if (values.includes(status)) return tone as StatusTone
  return 'neutral'
}

export function openBankingTone(status: string): StatusTone {
  if (status === 'Expired' || status === 'Rejected') return 'negative'
  if (status === 'Authorised') return 'positive'
  if (status === 'Revoked' || status === 'AwaitingAuthorisation') return 'pending'
  return 'neutral'
}

const categoryTones: Record<string, StatusTone> = {
  Integration: 'negative',
  Processing: 'positive',
  Operational: 'pending',
  Clarification: 'hold',
}

export function ticketCategoryTone(category: string): StatusTone {
  return categoryTones[category] ?? 'neutral'
}
