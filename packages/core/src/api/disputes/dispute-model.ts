// The one dispute model (issue 66), beside the money model: what a dispute is, how it may move, what money each move
// books, how near its deadline is and what its merchant may do now. The sandbox moves disputes by it and books their
// money by it; the screens word it. Peers compared: Stripe's statuses and due_by, Adyen's urgency and defensibility,
// Hyperswitch's stage × status (docs/decisions.md, "Disputes").

/** How far the network has taken it, forward only: a question, the money taken back, the issuer's second round. */
export const disputeStages = ['inquiry', 'chargeback', 'preArbitration'] as const
export type DisputeStage = (typeof disputeStages)[number]

/** Where it stands in its stage: waiting for the merchant, with the issuer, or decided. */
export const disputeStatuses = ['needsResponse', 'underReview', 'accepted', 'expired', 'won', 'lost'] as const
export type DisputeStatus = (typeof disputeStatuses)[number]

/** What moves a dispute: the merchant's answer or acceptance, the clock, and the network's decisions. */
export const disputeEvents = ['submit', 'accept', 'expire', 'escalate', 'win', 'lose'] as const
export type DisputeEvent = (typeof disputeEvents)[number]

/**
 * An inquiry (a request for information) asks before money moves; a chargeback takes the money back. A fraud
 * notification is a signal on the payment, not a dispute.
 */
export type DisputeKind = 'inquiry' | 'chargeback'
export const kindOfStage = (stage: DisputeStage): DisputeKind => (stage === 'inquiry' ? 'inquiry' : 'chargeback')

/** Decided: nothing more happens to it in its stage (a new stage is a new round, opened by the network). */
export const closedStatuses: readonly DisputeStatus[] = ['accepted', 'expired', 'won', 'lost']
export const isClosed = (status: DisputeStatus) => closedStatuses.includes(status)

/** How a decided dispute ended for the merchant: accepting or missing the deadline is losing. */
export const outcomeOf = (status: DisputeStatus): 'won' | 'lost' | null =>
  status === 'won' ? 'won' : isClosed(status) ? 'lost' : null

/** The next stage an escalation opens, if there is one. */
export const nextStageOf = (stage: DisputeStage): DisputeStage | null =>
  disputeStages[disputeStages.indexOf(stage) + 1] ?? null

export interface DisputeTransition {
  from: DisputeStatus
  event: DisputeEvent
  to: DisputeStatus
  /** Who makes it: the merchant (or staff on its behalf), or the network (the sandbox plays it). */
  by: 'merchant' | 'network'
  /** The stages it may happen in. */
  stages: readonly DisputeStage[]
}

const moneyStages: readonly DisputeStage[] = ['chargeback', 'preArbitration']

/**
 * Every move a dispute may make; any other is refused. Evidence is submitted once per stage. An inquiry is answered,
 * not accepted (a merchant who agrees refunds the payment), and is never lost, only escalated to a chargeback; a
 * chargeback goes to pre-arbitration only after the merchant's answer; a new stage reopens "needs response".
 */
export const disputeTransitions: readonly DisputeTransition[] = [
  { from: 'needsResponse', event: 'submit', to: 'underReview', by: 'merchant', stages: disputeStages },
  { from: 'needsResponse', event: 'accept', to: 'accepted', by: 'merchant', stages: moneyStages },
  { from: 'needsResponse', event: 'expire', to: 'expired', by: 'network', stages: disputeStages },
  { from: 'needsResponse', event: 'escalate', to: 'needsResponse', by: 'network', stages: ['inquiry'] },
  { from: 'underReview', event: 'win', to: 'won', by: 'network', stages: disputeStages },
  { from: 'underReview', event: 'lose', to: 'lost', by: 'network', stages: moneyStages },
  { from: 'underReview', event: 'escalate', to: 'needsResponse', by: 'network', stages: ['inquiry', 'chargeback'] },
]

/** Where a dispute stands. */
export interface DisputeState {
  stage: DisputeStage
  status: DisputeStatus
}

/**
 * What a move does to the merchant's money (the money model books it on the payment):
 * - `withhold`: the disputed amount is taken back and held (a chargeback opened, its fee charged);
 * - `chargeBack`: what was held is lost for good (lost, accepted, expired);
 * - `reinstate`: what was held comes back (won): a credit booked on the day it was won;
 * - `none`: an inquiry's moves, an escalation to pre-arbitration, an answer sent.
 */
export type DisputeMoney = 'withhold' | 'chargeBack' | 'reinstate' | 'none'

/** The money a dispute opened in a stage books. */
export const openingMoney = (stage: DisputeStage): DisputeMoney => (stage === 'inquiry' ? 'none' : 'withhold')

/** A move made, or refused with its reason. */
export type TransitionResult =
  { ok: true; state: DisputeState; money: DisputeMoney } | { ok: false; reason: TransitionRefusal }

/** Why a move may not be made, as words key it (dispute-labels.ts). */
export type TransitionRefusal = 'closed' | 'notInStatus' | 'notInStage' | 'lastStage'

/** The move an event makes from a state, or why it may not be made. */
export function transition(state: DisputeState, event: DisputeEvent): TransitionResult {
  const rows = disputeTransitions.filter((row) => row.event === event)
  const row = rows.find((candidate) => candidate.from === state.status)
  if (!row) return { ok: false, reason: isClosed(state.status) ? 'closed' : 'notInStatus' }
  if (!row.stages.includes(state.stage)) return { ok: false, reason: 'notInStage' }
  if (event === 'escalate') {
    const stage = nextStageOf(state.stage)
    if (!stage) return { ok: false, reason: 'lastStage' }
    return { ok: true, state: { stage, status: row.to }, money: state.stage === 'inquiry' ? 'withhold' : 'none' }
  }
  const money = moneyStages.includes(state.stage)
    ? row.to === 'won'
      ? 'reinstate'
      : outcomeOf(row.to) === 'lost'
        ? 'chargeBack'
        : 'none'
    : 'none'
  return { ok: true, state: { stage: state.stage, status: row.to }, money }
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** How near the deadline is (Adyen's "now" within 24 h, "urgent" within 10 days), for a dispute that needs a response. */
export type DisputeUrgency = 'overdue' | 'within24Hours' | 'within72Hours' | 'within10Days'

/** The thresholds the urgency and the deadline notices are drawn at, in milliseconds before the due time. */
export const urgencyThresholds = { within24Hours: DAY, within72Hours: 3 * DAY, within10Days: 10 * DAY } as const

/** The urgency of a dispute at `now`: none unless it waits for the merchant with its due time near or past. */
export function urgencyOf(dispute: { status: DisputeStatus; dueBy: string }, now: number): DisputeUrgency | null {
  if (dispute.status !== 'needsResponse') return null
  const left = Date.parse(dispute.dueBy) - now
  if (left <= 0) return 'overdue'
  if (left <= urgencyThresholds.within24Hours) return 'within24Hours'
  if (left <= urgencyThresholds.within72Hours) return 'within72Hours'
  return left <= urgencyThresholds.within10Days ? 'within10Days' : null
}

/** What the merchant may do now, and why not more (words keyed in dispute-labels.ts). */
export interface DisputeActions {
  respond: boolean
  accept: boolean
  why: 'open' | 'inquiry' | 'overdue' | 'underReview' | 'closed'
}

/** What the merchant may do with a dispute now: answer it with evidence and accept it until it is due, or nothing. */
export function actionsOf(dispute: DisputeState & { dueBy: string }, now: number): DisputeActions {
  if (isClosed(dispute.status)) return { respond: false, accept: false, why: 'closed' }
  if (dispute.status === 'underReview') return { respond: false, accept: false, why: 'underReview' }
  if (urgencyOf(dispute, now) === 'overdue') return { respond: false, accept: false, why: 'overdue' }
  const accept = transition(dispute, 'accept').ok
  return { respond: true, accept, why: accept ? 'open' : 'inquiry' }
}

/** The tabs a disputes list is read in. */
export const disputeTabs = ['needsResponse', 'inReview', 'closed'] as const
export type DisputeTab = (typeof disputeTabs)[number]

/** The statuses each tab lists. */
export const statusesOfTab: Record<DisputeTab, readonly DisputeStatus[]> = {
  needsResponse: ['needsResponse'],
  inReview: ['underReview'],
  closed: closedStatuses,
}
