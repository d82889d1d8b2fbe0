import {
  actionsOf,
  checkEvidence,
  isClosed,
  openingMoney,
  reasonKeyOf,
  responseDaysOf,
  transition,
  type DisputeEvent,
  type DisputeMoney,
  type DisputeNetwork,
  type DisputeStage,
  type DisputeStatus,
  type EvidenceDraft,
  type EvidenceFile,
  type EvidenceProblem,
  categoryOf,
} from '@paydeck/core/disputes'
import { labelsIn } from '@paydeck/core/labels'
import {
  disputeActionReasonLabels,
  disputeReasonLabels,
  disputeRefusalLabels,
  evidenceFieldLabels,
  evidenceProblemLabels,
} from '@paydeck/core/dispute-labels'
import { decidedChargebackStatus } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import type { Language } from '../domain/language'
import { refuse } from '../domain/problem'
import { transactionActions, type DisputeBooking } from '../transactions/actions'
import type { TransactionRow } from '../transactions/lookup'
import { storeFile } from '../support/files.repository'
import { disputeNotices, type DisputeNotice } from './dispute-notices'
import { evidenceSources } from './evidence-sources'

// Disputes as the dispute model moves them (issue 66): opened on a payment, moved by the merchant's answer or
// acceptance and by the network, each move's money booked on the payment through the money model in the same
// database transaction, and left on the dispute's timeline.

const DAY = 86_400_000

export interface DisputeRow {
  id: number
  tenant_id: number
  merchant_id: number
  transaction_id: number
  chargeback_id: number | null
  reversal_id: number | null
  stage: DisputeStage
  status: DisputeStatus
  network: DisputeNetwork
  reason_code: string
  category: string
  amount: number
  currency: string
  due_by: string
  opened: string
  updated: string
  closed: string | null
  evidence: string
  evidence_saved: string | null
  submitted: string | null
  submissions: number
  notices: string
}

/** A dispute to open on a payment: its stage, reason and amount; when, and by when it must be answered. */
export interface DisputeOpening {
  stage: DisputeStage
  network: DisputeNetwork
  code: string
  /** The disputed amount: the payment's, or a part. */
  amount: number
  /** When the network opened it (now by default) and when it is due (the stage's days later by default). */
  at?: number
  dueBy?: number
  /** The chargeback that already holds its money (the dispute action booked it). */
  chargeback?: TransactionRow
}

/** Who moves a dispute, in the words its timeline shows, and what they said. */
export interface DisputeMover {
  actor: string
  comment?: string | null
  language?: Language
  /** Tells nobody (the seed's history, already past). */
  quiet?: boolean
}

/** What the network says of each of its moves on a dispute's timeline (the issuer's words). */
export const issuerComments: Record<'opened' | Exclude<DisputeEvent, 'submit' | 'accept'>, string> = {
  opened: 'The cardholder disputes the payment.',
  expire: 'No answer arrived by the due time.',
  escalate: 'The issuer does not accept the answer and takes the dispute to its next stage.',
  win: 'The issuer accepted the merchant’s evidence and reversed the chargeback.',
  lose: 'The issuer found that the evidence does not answer the cardholder’s claim.',
}

/** The event a move leaves on the payment's timeline, by the money it moved. */
const paymentEvents: Record<Exclude<DisputeMoney, 'none'>, DisputeBooking['event']['type']> = {
  withhold: 'ChargebackOpened',
  chargeBack: 'DisputeLost',
  reinstate: 'DisputeWon',
}

const iso = (at: number) => new Date(at).toISOString()

const networkNotices: Partial<Record<DisputeEvent, DisputeNotice>> = {
  escalate: 'disputeOpened',
  win: 'disputeWon',
  lose: 'disputeLost',
  expire: 'disputeLost',
}

/** Disputes moved by the model, their money booked on their payments (each call one database transaction). */
export interface DisputeStore {
  one: (id: number) => DisputeRow | undefined
  open: (payment: TransactionRow, opening: DisputeOpening, mover: DisputeMover) => DisputeRow
  move: (id: number, event: DisputeEvent, mover: DisputeMover, at?: number) => DisputeRow
  saveEvidence: (id: number, evidence: EvidenceDraft, language: Language) => DisputeRow
  /** Keeps a file for the dispute's evidence (the draft names it when saved); its id. */
  keepFile: (
    id: number,
    file: { userId: number; name: string; type: string; content: Buffer },
    language: Language,
  ) => string
  submit: (id: number, mover: DisputeMover & { language: Language }) => DisputeRow
  accept: (id: number, mover: DisputeMover & { language: Language }) => DisputeRow
}

export function disputeStore(db: SandboxDatabase): DisputeStore {
  const actions = transactionActions(db)
  const byId = db.prepare('SELECT * FROM disputes WHERE id = ?')
  const paymentById = db.prepare('SELECT * FROM transactions WHERE id = ?')
  const insert = db.prepare(
    `INSERT INTO disputes (tenant_id, merchant_id, transaction_id, chargeback_id, stage, status, network, reason_code,
       category, amount, currency, due_by, opened, updated)
     VALUES (@tenantId, @merchantId, @transactionId, @chargebackId, @stage, 'needsResponse', @network, @code,
       @category, @amount, @currency, @dueBy, @opened, @opened)`,
  )
  const update = db.prepare(
    `UPDATE disputes SET stage = @stage, status = @status, chargeback_id = @chargeback_id, reversal_id = @reversal_id,
       due_by = @due_by, updated = @updated, closed = @closed, submitted = @submitted, submissions = @submissions,
       notices = @notices WHERE id = @id`,
  )
  const addEvent = db.prepare(
    'INSERT INTO dispute_events (dispute_id, at, stage, status, event, actor, comment) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const saveDraft = db.prepare('UPDATE disputes SET evidence = ?, evidence_saved = ?, updated = ? WHERE id = ?')
  const notify = disputeNotices(db)
  const sourcesOf = evidenceSources(db)
  const uploadedFor = db.prepare('SELECT id, name, content_type AS mediaType, size FROM files WHERE dispute_id = ?')
  const markUploaded = db.prepare('UPDATE files SET dispute_id = ? WHERE id = ?')

  const one = (id: number) => byId.get(id) as DisputeRow | undefined
  const payment = (id: number) => paymentById.get(id) as TransactionRow

  /** Books a move's money on the payment, at `at`: what a chargeback holds, loses or gets back. */
  function book(dispute: DisputeRow, money: DisputeMoney, actor: string, at: number) {
    if (money === 'none') return {}
    const reason = `${dispute.network} ${dispute.reason_code}: ${labelsIn(disputeReasonLabels, 'en')[reasonKeyOf({ network: dispute.network, code: dispute.reason_code })] ?? dispute.category}`
    const event = { type: paymentEvents[money], actor, reason, amount: dispute.amount }
    const held = dispute.chargeback_id
    const booked = actions.bookDispute({
      payment: payment(dispute.transaction_id),
      at,
      child:
        money === 'withhold'
          ? { type: 'Chargeback', amount: dispute.amount, status: 'Pending' }
          : money === 'reinstate'
            ? { type: 'ChargebackReversal', amount: dispute.amount, status: 'Captured' }
            : null,
      settle: money !== 'withhold' && held ? { id: held, status: decidedChargebackStatus } : null,
      event,
    })
    return money === 'withhold'
      ? { chargeback_id: booked?.id ?? null }
      : money === 'reinstate'
        ? { reversal_id: booked?.id ?? null }
        : {}
  }

  const open = db.transaction((paymentRow: TransactionRow, opening: DisputeOpening, mover: DisputeMover) => {
    const at = opening.at ?? Date.now()
    const dueBy = opening.dueBy ?? at + responseDaysOf(opening.stage, opening.network) * DAY
    const { lastInsertRowid } = insert.run({
      tenantId: paymentRow.tenant_id,
      merchantId: paymentRow.merchant_id,
      transactionId: paymentRow.id,
      chargebackId: opening.chargeback?.id ?? null,
      stage: opening.stage,
      network: opening.network,
      code: opening.code,
      category: categoryOf(opening.network, opening.code),
      amount: opening.amount,
      currency: paymentRow.currency,
      dueBy: iso(dueBy),
      opened: iso(at),
    })
    const dispute = one(Number(lastInsertRowid))!
    const money = opening.chargeback ? {} : book(dispute, openingMoney(opening.stage), mover.actor, at)
    if (money.chargeback_id) update.run({ ...dispute, ...money })
    addEvent.run(
      dispute.id,
      iso(at),
      opening.stage,
      'needsResponse',
      'opened',
      mover.actor,
      mover.comment ?? issuerComments.opened,
    )
    if (!mover.quiet) notify(one(dispute.id)!, 'disputeOpened')
    return one(dispute.id)!
  })

  /** The refusal of a move the model does not allow, in the caller's words. */
  const refusal = (reason: keyof (typeof disputeRefusalLabels)['en'], language: Language = 'en') =>
    refuse.conflict(labelsIn(disputeRefusalLabels, language)[reason])

  /** Makes a move on a dispute as it is now, at `at`; refused (409) in words when the model does not allow it. */
  const move = db.transaction((id: number, event: DisputeEvent, mover: DisputeMover, at = Date.now()) => {
    const dispute = one(id)
    if (!dispute) throw refuse.notFound(`There is no dispute ${id}.`)
    const result = transition(dispute, event)
    if (!result.ok) throw refusal(result.reason, mover.language)
    const { stage, status } = result.state
    const newStage = stage !== dispute.stage
    const money = book(dispute, result.money, mover.actor, at)
    const now = iso(at)
    update.run({
      ...dispute,
      ...money,
      stage,
      status,
      updated: now,
      closed: isClosed(status) ? now : null,
      // A new stage is a new round: answered anew, by its own due time, its notices sent again.
      due_by: newStage ? iso(at + responseDaysOf(stage, dispute.network) * DAY) : dispute.due_by,
      submitted: event === 'submit' ? now : newStage ? null : dispute.submitted,
      submissions: dispute.submissions + (event === 'submit' ? 1 : 0),
      notices: newStage ? '' : dispute.notices,
    })
    const comment = mover.comment ?? (event === 'submit' || event === 'accept' ? null : issuerComments[event])
    addEvent.run(id, now, stage, status, event, mover.actor, comment)
    // The network's moves tell those who may answer: a new round to answer, or the decision.
    const notice = networkNotices[event]
    if (notice && !mover.quiet) notify(one(id)!, notice)
    return one(id)!
  })

  /** What the merchant may do now, refused in words when it may not (past due, answered, decided). */
  function mayAnswer(dispute: DisputeRow, what: 'respond' | 'accept', language: Language) {
    const actions = actionsOf({ stage: dispute.stage, status: dispute.status, dueBy: dispute.due_by }, Date.now())
    if (!actions[what]) throw refuse.conflict(labelsIn(disputeActionReasonLabels, language)[actions.why])
  }

  /** The evidence's problems in the caller's words, refused (422) when there are any. */
  function checked(evidence: EvidenceDraft, language: Language, submitting = false) {
    refused(checkEvidence(evidence, { submitting }), language)
  }

  function refused(problems: EvidenceProblem[], language: Language) {
    if (problems.length === 0) return
    const fields = labelsIn(evidenceFieldLabels, language)
    const words = labelsIn(evidenceProblemLabels, language)
    const errors: Record<string, string[]> = {}
    for (const problem of problems) {
      const field = 'field' in problem ? problem.field : 'evidence'
      const limit = 'limit' in problem ? problem.limit.toLocaleString(language) : ''
      const message = words[problem.problem]
        .replace('{field}', 'field' in problem ? fields[problem.field] : '')
        .replace('{limit}', problem.problem.startsWith('file') ? `${limit} bytes` : limit)
      ;(errors[field] ??= []).push(message)
    }
    throw refuse.unprocessable(Object.values(errors)[0]![0]!, { errors })
  }

  /**
   * The draft's files as the file service keeps them: each one uploaded for this dispute or offered by the merchant's
   * records, its name, type and size read from the file itself (not taken from the draft); refused when unknown.
   */
  function keptFiles(dispute: DisputeRow, files: EvidenceFile[], language: Language): EvidenceFile[] {
    const known = new Map<string, Omit<EvidenceFile, 'kind'>>()
    for (const row of uploadedFor.all(dispute.id) as { id: string; name: string; mediaType: string; size: number }[])
      known.set(row.id, { fileId: row.id, name: row.name, mediaType: row.mediaType, size: row.size })
    for (const { file } of sourcesOf(dispute)) if (file) known.set(file.fileId, file)
    const unknown = files.filter((file) => !known.has(file.fileId))
    refused(
      unknown.map((file) => ({ problem: 'unknownFile', field: file.kind })),
      language,
    )
    return files.map((file) => ({ ...known.get(file.fileId)!, kind: file.kind }))
  }

  return {
    one,
    open,
    move,
    keepFile: (id, file, language) => {
      const dispute = one(id)!
      mayAnswer(dispute, 'respond', language)
      const size = file.content.byteLength
      refused(
        checkEvidence({
          texts: {},
          files: [{ kind: 'uncategorizedFile', fileId: '', name: file.name, mediaType: file.type, size }],
        }),
        language,
      )
      const fileId = storeFile(db, {
        userId: file.userId,
        tenantId: dispute.tenant_id,
        name: file.name,
        contentType: file.type,
        size,
        content: file.content,
      })
      markUploaded.run(id, fileId)
      return fileId
    },
    /** Keeps the evidence as a draft: only while it waits for an answer and before its due time. */
    saveEvidence: db.transaction((id: number, evidence: EvidenceDraft, language: Language) => {
      const dispute = one(id)!
      mayAnswer(dispute, 'respond', language)
      const kept = { texts: evidence.texts, files: keptFiles(dispute, evidence.files, language) }
      checked(kept, language)
      const now = new Date().toISOString()
      saveDraft.run(JSON.stringify(kept), now, now, id)
      return one(id)!
    }),
    /** Sends the saved evidence, once: refused past due, when empty or over the limits. */
    submit: db.transaction((id: number, mover: DisputeMover & { language: Language }) => {
      const dispute = one(id)!
      mayAnswer(dispute, 'respond', mover.language)
      checked(JSON.parse(dispute.evidence) as EvidenceDraft, mover.language, true)
      return move(id, 'submit', mover)
    }),
    /** Accepts it: closed as lost, its money lost with it. */
    accept: db.transaction((id: number, mover: DisputeMover & { language: Language }) => {
      mayAnswer(one(id)!, 'accept', mover.language)
      return move(id, 'accept', mover)
    }),
  }
}
