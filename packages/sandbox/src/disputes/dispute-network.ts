import { nextStageOf, type DisputeEvent, type DisputeStage } from '@paydeck/core/disputes'
import type { SandboxDatabase } from '../db/database'
import { refuse } from '../domain/problem'
import { disputeStore, type DisputeRow } from './dispute-store'
import { NETWORK_GRACE_DAYS } from './dispute-seed'
import { deadlineNotices, disputeNotices } from './dispute-notices'

// The sandbox plays the card network (issue 66): it closes a dispute nobody answered some days after its due time,
// and `paydeck-sandbox disputes advance` moves one along at once, or turns its clock, so a dispute of two months is
// replayed in seconds.

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Where `advance --to` takes a dispute: a decision, or its next stage. */
export const advanceTargets = ['won', 'lost', 'expired', 'chargeback', 'pre-arbitration'] as const
export type AdvanceTarget = (typeof advanceTargets)[number]

const eventOf: Record<AdvanceTarget, DisputeEvent> = {
  won: 'win',
  lost: 'lose',
  expired: 'expire',
  chargeback: 'escalate',
  'pre-arbitration': 'escalate',
}
const stageOf: Partial<Record<AdvanceTarget, DisputeStage>> = {
  chargeback: 'chargeback',
  'pre-arbitration': 'preArbitration',
}

/** The network's clock and its moves on one dispute. */
export interface DisputeNetwork {
  /** Closes each dispute left unanswered past its due time and grace; how many. */
  tick: (now?: number) => number
  advance: (id: number, move: { to?: AdvanceTarget; days?: number }) => DisputeRow
}

export function disputeNetwork(db: SandboxDatabase): DisputeNetwork {
  const store = disputeStore(db)
  const unanswered = db.prepare(
    `SELECT id, network FROM disputes WHERE status = 'needsResponse' AND due_by < ? ORDER BY due_by`,
  )
  /** Every time of a dispute moved `days` earlier: as if that much time had passed for it. */
  const earlier = [
    'UPDATE disputes SET due_by = shifted(due_by), opened = shifted(opened), updated = shifted(updated), closed = shifted(closed), submitted = shifted(submitted), evidence_saved = shifted(evidence_saved) WHERE id = @id',
    'UPDATE dispute_events SET at = shifted(at) WHERE dispute_id = @id',
  ].map((sql) => db.prepare(sql.replaceAll(/shifted\((\w+)\)/g, "strftime('%Y-%m-%dT%H:%M:%fZ', $1, @offset)")))

  const nearlyDue = db.prepare(
    `SELECT * FROM disputes WHERE status = 'needsResponse' AND due_by > @now AND due_by <= @bound ORDER BY due_by`,
  )
  const noticed = db.prepare('UPDATE disputes SET notices = ? WHERE id = ?')
  const notify = disputeNotices(db)

  /** The deadline notices due: 72 hours before a dispute's due time, then 24 (one first seen late gets the last). */
  function sendDeadlineNotices(now: number) {
    const bound = new Date(now + deadlineNotices[0] * HOUR).toISOString()
    for (const dispute of nearlyDue.all({ now: new Date(now).toISOString(), bound }) as DisputeRow[]) {
      const left = Date.parse(dispute.due_by) - now
      const due = deadlineNotices.filter((hours) => left <= hours * HOUR)
      const sent = new Set(dispute.notices.split(',').filter(Boolean).map(Number))
      const hours = due.at(-1)!
      if (sent.has(hours)) continue
      notify(dispute, 'disputeDue', hours)
      noticed.run([...new Set([...sent, ...due])].join(','), dispute.id)
    }
  }

  /**
   * The network's clock: closes each dispute left unanswered past its due time and grace, and sends the deadline
   * notices now due. Returns how many it closed.
   */
  const tick = db.transaction((now = Date.now()) => {
    const late = unanswered.all(new Date(now - NETWORK_GRACE_DAYS * DAY).toISOString()) as Pick<
      DisputeRow,
      'id' | 'network'
    >[]
    for (const dispute of late) store.move(dispute.id, 'expire', { actor: dispute.network })
    sendDeadlineNotices(now)
    return late.length
  })

  /**
   * Moves one dispute: `days` of its clock first (its times that much earlier, then the network's clock), then to a
   * decision or its next stage as the model allows; refused in words when it does not.
   */
  const advance = db.transaction((id: number, { to, days = 0 }: { to?: AdvanceTarget; days?: number }) => {
    if (!store.one(id)) throw refuse.notFound(`There is no dispute ${id}.`)
    if (days) {
      for (const statement of earlier) statement.run({ id, offset: `-${days * 86_400} seconds` })
      tick()
    }
    if (to) {
      const dispute = store.one(id)!
      const stage = stageOf[to]
      if (stage && nextStageOf(dispute.stage) !== stage)
        throw refuse.conflict(`Dispute ${id} is at its ${dispute.stage} stage: it cannot go to ${to}.`)
      store.move(id, eventOf[to], { actor: dispute.network })
    }
    return store.one(id)!
  })

  return { tick, advance }
}
