import {
  disputeNetworks,
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
import { storeFile } from '../support/files.repository'
import { addFeedItem } from '../support/tickets.repository'
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

/** When a planted dispute opened: as long before its due time as its round lasts (a moved one a round earlier). */
function plantedOpening(plant: Planted, network: DisputeNetwork, now: number): number {
  const rounds = plant.moves?.includes('escalate') ? 2 : 1
  const due = now + plant.dueInHours * HOUR
  return Math.min(now - HOUR, due - rounds * responseDaysOf(plant.stage, network) * DAY + 5 * DAY)
}

export function seedDisputes(db: SandboxDatabase, now = Date.now()): void {
  if (db.prepare('SELECT 1 FROM disputes LIMIT 1').get()) return
  const store = disputeStore(db)
  const actions = transactionActions(db)
  const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
  const chargebacks = db
    .prepare(`SELECT * FROM transactions WHERE type = 'Chargeback' AND parent_id IS NOT NULL ORDER BY id`)
    .all() as TransactionRow[]
  // Each planted dispute on the newest of the first merchant's payments made at least a day before it opened.
  const paymentBefore = db.prepare(
    `SELECT * FROM transactions p WHERE p.merchant_id = (SELECT MIN(id) FROM merchants WHERE processing_status <> 'NoProcessing')
       AND p.mode = 'Live' AND p.type IN ('Sale', 'Authorisation') AND p.status = 'Captured' AND p.card_brand IS NOT NULL
       AND p.created <= ? AND NOT EXISTS (SELECT 1 FROM transactions c WHERE c.parent_id = p.id)
       AND p.id NOT IN (SELECT value FROM json_each(?))
     ORDER BY p.created DESC LIMIT 1`,
  )
  const chosen: TransactionRow[] = []
  for (const plant of planted) {
    const earliest = Math.min(...disputeNetworks.map((network) => plantedOpening(plant, network, now)))
    const payment = paymentBefore.get(
      new Date(earliest - DAY).toISOString(),
      JSON.stringify(chosen.map((p) => p.id)),
    ) as TransactionRow | undefined
    if (!payment) break
    chosen.push(payment)
  }

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
    chosen.forEach((payment, index) => {
      const plant = planted[index]!
      const network = networkOfBrand(payment.card_brand)
      const moves = plant.moves ?? []
      const due = now + plant.dueInHours * HOUR
      const opened = plantedOpening(plant, network, now)
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
      if (index === 0) seedTicketAbout(db, payment, opened)
    })
    // What is already near is not told at the seed (a fresh sandbox's bell holds no notice it was seeded near); what
    // comes near later is, by the network's clock.
    const within = (hours: number) => new Date(now + hours * HOUR).toISOString()
    db.prepare(
      `UPDATE disputes SET notices = CASE WHEN due_by <= @day THEN '72,24' WHEN due_by <= @days THEN '72' ELSE '' END`,
    ).run({ day: within(deadlineNotices[1]), days: within(deadlineNotices[0]) })
  })()
}

/** A one-page PDF that says what a refund policy says: a file the merchant kept, offered as evidence. */
const refundPolicyPdf = () => {
  const text = 'Refund policy: unopened goods may be returned within 30 days of delivery for a full refund.'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 36} >>\nstream\nBT /F1 11 Tf 50 780 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}`
  return Buffer.from(`${body}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`)
}

/**
 * The customer's conversation about the disputed parcel, on the merchant's ticket about the payment due soonest, with
 * the refund policy attached: what the merchant's own records offer as evidence (evidence-sources.ts).
 */
function seedTicketAbout(db: SandboxDatabase, payment: TransactionRow, disputeOpened: number) {
  const user = db
    .prepare(
      `SELECT id, tenant_id AS tenantId, email, first_name || ' ' || last_name AS name FROM users WHERE merchant_id = ? ORDER BY id LIMIT 1`,
    )
    .get(payment.merchant_id) as { id: number; tenantId: number; email: string; name: string } | undefined
  if (!user) return
  const content = refundPolicyPdf()
  const fileId = storeFile(db, {
    userId: user.id,
    tenantId: user.tenantId,
    name: 'refund-policy.pdf',
    contentType: 'application/pdf',
    size: content.byteLength,
    content,
  })
  const opened = Math.min(Date.parse(payment.created) + 3 * DAY, disputeOpened - DAY)
  const references = [
    { key: 'transaction', value: String(payment.id) },
    { key: 'attachment', value: fileId },
  ]
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO tickets (channel, tenant_id, merchant_id, created_by, contact_email, subject, description, category,
         priority, status, references_json, created)
       VALUES ('CustomerToTenantTicketChannel', ?, ?, ?, ?, ?, ?, 'Processing', 'Medium', 'Closed', ?, ?)`,
    )
    .run(
      user.tenantId,
      payment.merchant_id,
      user.id,
      user.email,
      `Customer says order ${payment.external_id} did not arrive`,
      `The customer wrote that the parcel of order ${payment.external_id} never arrived. The carrier shows it delivered and signed for at the customer's address; we sent them the proof of delivery and our refund policy.`,
      JSON.stringify(references),
      new Date(opened).toISOString(),
    )
  const ticketId = Number(lastInsertRowid)
  const feed: [string, string, Record<string, unknown>, number][] = [
    ['ReferenceItem', user.name, { creator: user.name, references }, 0],
    [
      'CustomerCommentItem',
      user.name,
      { content: 'The carrier confirms delivery, signed by the customer; the proof of delivery is on file.' },
      2,
    ],
    [
      'TenantCommentItem',
      'Elif Kaya',
      { content: 'Thank you. Keep the proof of delivery and this conversation in case the cardholder disputes it.' },
      5,
    ],
    ['StatusChangeFeedItem', 'Elif Kaya', { user: 'Elif Kaya', newState: 'Closed' }, 6],
  ]
  for (const [type, author, payload, hoursLater] of feed)
    addFeedItem(db, { ticketId, type, userName: author, payload, created: new Date(opened + hoursLater * HOUR) })
}
