import {
  networkOfBrand,
  reasonsOf,
  responseDaysOf,
  type DisputeCategory,
  type DisputeEvent,
  type DisputeNetwork,
  type DisputeStage,
} from '@paydeck/core/disputes'
import type { SandboxDatabase } from '../db/database'
import type { TransactionRow } from '../transactions/lookup'
import { transactionActions } from '../transactions/actions'
import { disputeStore } from './dispute-store'
import { deadlineNotices } from './dispute-notices'

// The disputes a fresh sandbox holds (issue 66): every chargeback of the book worked as a case, played forward by its
// age (answered, won, lost, accepted, expired, or still open near its due time), and a few on the first merchant's
// payments planted around now, so a merchant signing in has one due within a day, one within three, one overdue, an
// inquiry, one under review and one in pre-arbitration.

const DAY = 86_400_000
const HOUR = 3_600_000
/** How long after its due time the network closes a dispute nobody answered (dispute-network.ts). */
export const NETWORK_GRACE_DAYS = 7

interface Planted {
  stage: DisputeStage
  category: DisputeCategory
  /** Hours from now to its due time (negative: overdue). */
  dueInHours: number
  /** Moves made since it opened, in order. */
  moves?: DisputeEvent[]
}

const planted: Planted[] = [
  { stage: 'chargeback', category: 'productNotReceived', dueInHours: 20 },
  { stage: 'chargeback', category: 'creditNotProcessed', dueInHours: 60 },
  { stage: 'chargeback', category: 'fraudulent', dueInHours: -26 },
  { stage: 'inquiry', category: 'general', dueInHours: 6 * 24 },
  { stage: 'chargeback', category: 'productUnacceptable', dueInHours: 12 * 24, moves: ['submit'] },
  { stage: 'chargeback', category: 'subscriptionCanceled', dueInHours: 9 * 24, moves: ['submit', 'escalate'] },
  { stage: 'chargeback', category: 'duplicate', dueInHours: -20 * 24, moves: ['submit', 'win'] },
  { stage: 'chargeback', category: 'fraudulent', dueInHours: -15 * 24, moves: ['submit', 'lose'] },
]

/** A network's code for a category (its general one when it has none). */
const codeOf = (network: DisputeNetwork, category: DisputeCategory) => {
  const reasons = reasonsOf(network)
  return (reasons.find((reason) => reason.category === category) ?? reasons[0]!).code
}

/**
 * How a book chargeback's dispute has gone by now, from its age and id: the moves made, each with its time, all of
 * them at least an hour past (what happens now is the running sandbox's, not the seed's).
 */
function storyOf(id: number, opened: number, due: number, now: number): [DisputeEvent, number][] {
  const past = (at: number) => Math.min(now - HOUR, at)
  const answered = past(opened + 3 * DAY)
  if (due > now) return id % 3 === 0 && answered > opened ? [['submit', answered]] : []
  if (now - due < NETWORK_GRACE_DAYS * DAY && id % 2 === 0) return []
  const decided = past(due + 10 * DAY)
  switch (id % 5) {
    case 0:
      return [
        ['submit', answered],
        ['win', decided],
      ]
    case 1:
      return [['accept', past(opened + 2 * DAY)]]
    case 2:
      return [['expire', past(due + NETWORK_GRACE_DAYS * DAY)]]
    default:
      return [
        ['submit', answered],
        ['lose', decided],
      ]
  }
}

export function seedDisputes(db: SandboxDatabase, now = Date.now()): void {
  if (db.prepare('SELECT 1 FROM disputes LIMIT 1').get()) return
  const store = disputeStore(db)
  const actions = transactionActions(db)
  const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
  const chargebacks = db
    .prepare(`SELECT * FROM transactions WHERE type = 'Chargeback' AND parent_id IS NOT NULL ORDER BY id`)
    .all() as TransactionRow[]
  const merchantOne = db
    .prepare(
      `SELECT * FROM transactions p WHERE p.merchant_id = (SELECT MIN(id) FROM merchants WHERE processing_status <> 'NoProcessing')
         AND p.mode = 'Live' AND p.type IN ('Sale', 'Authorisation') AND p.status = 'Captured' AND p.card_brand IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM transactions c WHERE c.parent_id = p.id)
       ORDER BY p.id DESC LIMIT ?`,
    )
    .all(planted.length) as TransactionRow[]

  db.transaction(() => {
    for (const chargeback of chargebacks) {
      const payment = byId.get(chargeback.parent_id) as TransactionRow
      const network = networkOfBrand(payment.card_brand)
      const reasons = reasonsOf(network)
      const opened = Date.parse(chargeback.created)
      const due = opened + responseDaysOf('chargeback', network) * DAY
      const story = storyOf(chargeback.id, opened, due, now)
      // The book drew its chargebacks open or lost at random: an open dispute's money is held, not lost.
      if (chargeback.status !== 'Pending') actions.setMovementStatus(chargeback.id, 'Pending')
      const dispute = store.open(
        payment,
        {
          stage: 'chargeback',
          network,
          code: reasons[chargeback.id % reasons.length]!.code,
          amount: chargeback.amount,
          at: opened,
          dueBy: due,
          chargeback,
        },
        { actor: network, quiet: true },
      )
      for (const [event, at] of story)
        store.move(
          dispute.id,
          event,
          { actor: event === 'submit' || event === 'accept' ? 'Merchant' : network, quiet: true },
          at,
        )
    }
    merchantOne.forEach((payment, index) => {
      const plant = planted[index]!
      const network = networkOfBrand(payment.card_brand)
      const moves = plant.moves ?? []
      const due = now + plant.dueInHours * HOUR
      // Opened as long before its due time as its round lasts (a moved one a round earlier).
      const rounds = moves.includes('escalate') ? 2 : 1
      const opened = Math.min(now - HOUR, due - rounds * responseDaysOf(plant.stage, network) * DAY + 5 * DAY)
      const dispute = store.open(
        payment,
        { stage: plant.stage, network, code: codeOf(network, plant.category), amount: payment.amount, at: opened },
        { actor: network, quiet: true },
      )
      let at = opened
      for (const event of moves) {
        at = Math.min(now - HOUR, at + 2 * DAY)
        store.move(dispute.id, event, { actor: event === 'submit' ? 'Maya Lindqvist' : network, quiet: true }, at)
      }
      // Its due time as planted (an escalation set the next round's from the move).
      db.prepare('UPDATE disputes SET due_by = ? WHERE id = ?').run(new Date(due).toISOString(), dispute.id)
    })
    // What is already near is not told at the seed (a fresh sandbox's bell holds no notice it was seeded near); what
    // comes near later is, by the network's clock.
    const within = (hours: number) => new Date(now + hours * HOUR).toISOString()
    db.prepare(
      `UPDATE disputes SET notices = CASE WHEN due_by <= @day THEN '72,24' WHEN due_by <= @days THEN '72' ELSE '' END`,
    ).run({ day: within(deadlineNotices[1]), days: within(deadlineNotices[0]) })
  })()
}
