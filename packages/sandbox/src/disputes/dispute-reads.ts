import {
  statusesOfTab,
  urgencyOf,
  urgencyThresholds,
  type Dispute,
  type DisputeDetail,
  type DisputeQuery,
  type DisputeTimeline,
  type EvidenceDraft,
} from '@paydeck/core/disputes'
import { labelsIn } from '@paydeck/core/labels'
import {
  disputeCategoryLabels,
  disputeStageLabels,
  disputeStatusLabels,
  disputeUrgencyLabels,
} from '@paydeck/core/dispute-labels'
import { isoInZone } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { csvAmount, headerLine, neutraliseCell } from '../db/csv'
import { stringify } from 'csv-stringify/sync'
import type { Language } from '../domain/language'
import type { DisputeRow } from './dispute-store'

// Disputes as lists and screens read them (issue 66): a page by the filters, soonest due first (the closed tab:
// latest decided first), from the indexes by organisation, status and due time; one dispute with its payment,
// timeline and evidence; the CSV of exactly the filtered rows, streamed.

/** Whose disputes a caller reads: a merchant's, a tenant's, or (platform staff) any. */
export interface DisputeScope {
  tenantId?: number
  merchantId?: number
  /** The caller's system mode: a test payment's disputes are the test mode's, as its payment is. */
  mode?: string
}

export type DisputeFilters = Omit<DisputeQuery, 'pageIndex' | 'pageSize'>

const dueWithinHours = {
  '24h': urgencyThresholds.within24Hours,
  '72h': urgencyThresholds.within72Hours,
  '10d': urgencyThresholds.within10Days,
}

type Row = DisputeRow & { merchant_name: string; payment_reference: string; mode: string }

/** The WHERE and ORDER BY of a filtered list, with its parameters. */
function whereOf(scope: DisputeScope, filters: DisputeFilters, now: number) {
  const where: string[] = []
  const params: Record<string, string | number> = {}
  const equal = (column: string, name: string, value: string | number | undefined) => {
    if (value === undefined) return
    where.push(`d.${column} = @${name}`)
    params[name] = value
  }
  equal('tenant_id', 'scopeTenant', scope.tenantId)
  equal('merchant_id', 'scopeMerchant', scope.merchantId)
  const mode = scope.mode
  if (mode) {
    where.push('t.mode = @mode')
    params.mode = mode
  }
  equal('tenant_id', 'tenantId', filters.tenantId)
  equal('merchant_id', 'merchantId', filters.merchantId)
  equal('transaction_id', 'transactionId', filters.transactionId)
  equal('stage', 'stage', filters.stage)
  equal('status', 'status', filters.status)
  equal('category', 'category', filters.category)
  equal('currency', 'currency', filters.currency)
  if (filters.tab) where.push(`d.status IN (${statusesOfTab[filters.tab].map((status) => `'${status}'`).join(', ')})`)
  const range = (name: 'minAmount' | 'maxAmount', sql: string) => {
    if (filters[name] === undefined) return
    where.push(sql)
    params[name] = filters[name]
  }
  range('minAmount', 'd.amount >= @minAmount')
  range('maxAmount', 'd.amount <= @maxAmount')
  if (filters.dueWithin) {
    // Due within: waiting for an answer, due from now to the bound; overdue: waiting, its due time passed.
    where.push(`d.status = 'needsResponse'`)
    params.now = new Date(now).toISOString()
    if (filters.dueWithin === 'overdue') where.push('d.due_by <= @now')
    else {
      where.push('d.due_by > @now AND d.due_by <= @bound')
      params.bound = new Date(now + dueWithinHours[filters.dueWithin]).toISOString()
    }
  }
  const order = filters.tab === 'closed' ? 'd.closed DESC, d.id DESC' : 'd.due_by, d.id'
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params, order }
}

const SELECT = `SELECT d.*, m.legal_business_name AS merchant_name, t.external_id AS payment_reference, t.mode
  FROM disputes d JOIN merchants m ON m.id = d.merchant_id JOIN transactions t ON t.id = d.transaction_id`

export const toDispute = (row: Row): Dispute => ({
  id: row.id,
  tenantId: row.tenant_id,
  merchantId: row.merchant_id,
  merchantName: row.merchant_name,
  transactionId: row.transaction_id,
  paymentReference: row.payment_reference,
  chargebackId: row.chargeback_id,
  stage: row.stage,
  status: row.status,
  network: row.network,
  reasonCode: row.reason_code,
  category: row.category as Dispute['category'],
  amount: row.amount,
  currency: row.currency,
  dueBy: row.due_by,
  opened: row.opened,
  updated: row.updated,
  closed: row.closed,
  submissions: row.submissions,
})

export function disputeReads(db: SandboxDatabase) {
  const byId = db.prepare(`${SELECT} WHERE d.id = ?`)
  const paymentOf = db.prepare(
    `SELECT id, external_id, amount, currency, status, created, customer_name, customer_email, card_brand, card_last4
     FROM transactions WHERE id = ?`,
  )
  const timelineOf = db.prepare(
    'SELECT id, at, stage, status, event, actor, comment FROM dispute_events WHERE dispute_id = ? ORDER BY at, id',
  )

  /** The dispute's row if the scope may read it (else nothing: a 404, never whose it is). */
  const find = (id: number, scope: DisputeScope) => {
    const row = byId.get(id) as Row | undefined
    if (!row) return undefined
    if (scope.tenantId !== undefined && row.tenant_id !== scope.tenantId) return undefined
    if (scope.merchantId !== undefined && row.merchant_id !== scope.merchantId) return undefined
    if (scope.mode !== undefined && row.mode !== scope.mode) return undefined
    return row
  }

  return {
    find,
    page(scope: DisputeScope, query: DisputeQuery, now = Date.now()) {
      const { where, params, order } = whereOf(scope, query, now)
      const count =
        (db
          .prepare(`SELECT COUNT(*) FROM disputes d JOIN transactions t ON t.id = d.transaction_id ${where}`)
          .pluck()
          .get(params) as number) ?? 0
      const rows = db
        .prepare(`${SELECT} ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: query.pageSize, offset: query.pageIndex * query.pageSize }) as Row[]
      return { count, data: rows.map(toDispute) }
    },
    detail(row: Row): DisputeDetail {
      const payment = paymentOf.get(row.transaction_id) as {
        id: number
        external_id: string
        amount: number
        currency: string
        status: string
        created: string
        customer_name: string
        customer_email: string
        card_brand: string | null
        card_last4: string | null
      }
      return {
        dispute: toDispute(row),
        payment: {
          id: payment.id,
          reference: payment.external_id,
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          created: payment.created,
          customerName: payment.customer_name,
          customerEmail: payment.customer_email,
          card:
            payment.card_brand && payment.card_last4 ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
        },
        timeline: timelineOf.all(row.id) as DisputeTimeline,
        evidence: JSON.parse(row.evidence) as EvidenceDraft,
        evidenceSaved: row.evidence_saved,
        submitted: row.submitted,
      }
    },
    /** Every dispute the filters match, as CSV rows in the reader's zone and words, read a batch at a time. */
    *csv(scope: DisputeScope, filters: DisputeFilters, timeZone: string, language: Language, now = Date.now()) {
      const { where, params, order } = whereOf(scope, filters, now)
      const words = {
        stage: labelsIn(disputeStageLabels, language),
        status: labelsIn(disputeStatusLabels, language),
        category: labelsIn(disputeCategoryLabels, language),
        urgency: labelsIn(disputeUrgencyLabels, language),
      }
      const time = (at: string | null) => (at ? isoInZone(at, timeZone) : '')
      yield headerLine([
        'Dispute',
        'Merchant',
        'Payment',
        'Stage',
        'Status',
        'Urgency',
        'Network',
        'Reason code',
        'Category',
        'Amount',
        'Currency',
        'Due by',
        'Opened',
        'Closed',
      ])
      const statement = db.prepare(`${SELECT} ${where} ORDER BY ${order}`)
      let batch: unknown[][] = []
      for (const row of statement.iterate(params) as Iterable<Row>) {
        const urgency = urgencyOf({ status: row.status, dueBy: row.due_by }, now)
        batch.push([
          row.id,
          row.merchant_name,
          row.payment_reference,
          words.stage[row.stage],
          words.status[row.status],
          urgency ? words.urgency[urgency] : '',
          row.network,
          row.reason_code,
          words.category[row.category as keyof typeof words.category] ?? row.category,
          csvAmount(row.amount, row.currency),
          row.currency,
          time(row.due_by),
          time(row.opened),
          time(row.closed),
        ])
        if (batch.length === 500) {
          yield stringify(
            batch.map((cells) => cells.map(neutraliseCell)),
            { record_delimiter: '\n' },
          )
          batch = []
        }
      }
      if (batch.length)
        yield stringify(
          batch.map((cells) => cells.map(neutraliseCell)),
          { record_delimiter: '\n' },
        )
    },
  }
}
