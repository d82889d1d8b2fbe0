import type { AuditChange, AuditHead, AuditQuery, AuditRecord } from '@paydeck/core/administration'
import {
  auditActionLabels,
  auditActorKindLabels,
  auditOutcomeLabels,
  auditSourceLabels,
  auditTargetLabels,
  labelOf,
} from '@paydeck/core/labels'
import { isoInZone } from '@paydeck/core/time'
import { stringify } from 'csv-stringify/sync'
import { AUDIT_RETENTION_DAYS } from '@paydeck/core/administration'
import { headerLine, neutraliseCell } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import type { Language } from '../domain/language'
import type { AuditRow } from './audit-chain'

// Reading the trail: a page newest first by its sequence (keyset: the page after is the records before the last
// one read, at any depth), the same filters as one CSV streamed, the newest link of a chain, and its retention.

/** Whose records a reader sees: one merchant's, one tenant's, or (platform staff) one tenant's or all. */
export interface AuditScope {
  tenantId?: number
  merchantId?: number
}

type Filters = Omit<AuditQuery, 'pageSize' | 'before'>

function whereOf(scope: AuditScope, filters: Filters) {
  const conditions: string[] = []
  const params: (string | number)[] = []
  const add = (condition: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') {
      conditions.push(condition)
      params.push(value)
    }
    return { params }
  }
  add('chain = ?', scope.tenantId ?? filters.tenantId)
  add('merchant_id = ?', scope.merchantId ?? filters.merchantId)
  add('actor_id = ?', filters.actorId)
  add('actor_email = ? COLLATE NOCASE', filters.actor)
  add('action_key = ?', filters.action)
  add('target_type = ?', filters.targetType)
  add('target_id = ?', filters.targetId)
  add('outcome = ?', filters.outcome)
  add('at >= ?', filters.from)
  add('at < ?', filters.to)
  // A chain's records are written in time order: its period is a stretch of its sequence, found on (chain, at).
  const chain = scope.tenantId ?? filters.tenantId
  if (chain !== undefined && filters.from)
    add('seq >= (SELECT seq FROM audit_trail WHERE chain = ? AND at >= ? ORDER BY at LIMIT 1)', chain).params.push(
      filters.from,
    )
  if (chain !== undefined && filters.to)
    add('seq <= (SELECT seq FROM audit_trail WHERE chain = ? AND at < ? ORDER BY at DESC LIMIT 1)', chain).params.push(
      filters.to,
    )
  return { conditions, params }
}

const recordOf = (row: AuditRow): AuditRecord => ({
  seq: Number(row.seq),
  at: String(row.at),
  tenantId: row.tenant_id as number | null,
  merchantId: row.merchant_id as number | null,
  actor: {
    kind: row.actor_kind as AuditRecord['actor']['kind'],
    id: row.actor_id as number | null,
    name: String(row.actor_name),
    email: String(row.actor_email),
    role: row.actor_role as string | null,
    actingInTenant: row.acting_in_tenant === 1,
  },
  action: String(row.action),
  actionKey: String(row.action_key),
  target: {
    type: String(row.target_type),
    id: row.target_id as string | null,
    label: row.target_label as string | null,
  },
  outcome: row.outcome as AuditRecord['outcome'],
  status: Number(row.status),
  problem: row.problem as string | null,
  changes: JSON.parse(String(row.changes)) as AuditChange[],
  moreChanges: Number(row.more_changes),
  reason: row.reason as string | null,
  requestId: row.request_id as string | null,
  withCode: row.with_code === 1,
  source: {
    kind: row.source as AuditRecord['source']['kind'],
    ip: row.ip as string | null,
    userAgent: row.user_agent as string | null,
  },
  hash: String(row.hash ?? ''),
})

export function auditReads(db: SandboxDatabase) {
  const accountOf = db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').pluck()
  const select = (scope: AuditScope, asked: Filters, before?: number, limit?: number) => {
    // Who, by e-mail: the account's id where there is one (its records by the index), else the address as typed.
    const account = asked.actor ? (accountOf.get(asked.actor) as number | undefined) : undefined
    const filters = account === undefined ? asked : { ...asked, actor: undefined, actorId: account }
    const { conditions, params } = whereOf(scope, filters)
    if (before !== undefined) {
      conditions.push('seq < ?')
      params.push(before)
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
    return {
      sql: `SELECT * FROM audit_trail ${where} ORDER BY seq DESC${limit ? ' LIMIT ?' : ''}`,
      params: limit ? [...params, limit] : params,
    }
  }

  return {
    /** A page newest first; `next` is the key the page after it asks with. */
    page(scope: AuditScope, query: AuditQuery): { data: AuditRecord[]; next: number | null } {
      const { sql, params } = select(scope, query, query.before, query.pageSize + 1)
      const rows = db.prepare(sql).all(...params) as AuditRow[]
      const data = rows.slice(0, query.pageSize).map(recordOf)
      return { data, next: rows.length > query.pageSize ? data.at(-1)!.seq : null }
    },

    /** Every record the filters match as CSV lines, newest first, in the reader's zone and language. */
    *csv(scope: AuditScope, filters: Filters, timeZone: string, language: Language): Generator<string> {
      yield headerLine(csvHeadings[language])
      const { sql, params } = select(scope, filters)
      let lines: string[][] = []
      for (const row of db.prepare(sql).iterate(...params) as Iterable<AuditRow>) {
        lines.push(csvLine(recordOf(row), timeZone, language).map(neutraliseCell))
        if (lines.length === 500) {
          yield stringify(lines, { record_delimiter: '\n' })
          lines = []
        }
      }
      if (lines.length > 0) yield stringify(lines, { record_delimiter: '\n' })
    },

    /** The newest link of a chain (the platform's own: chain 0) and how long the tenant keeps its records. */
    head(tenantId: number | null): AuditHead {
      const chain = tenantId ?? 0
      const newest = db
        .prepare('SELECT seq, hash, at FROM audit_trail WHERE chain = ? ORDER BY seq DESC LIMIT 1')
        .get(chain) as { seq: number; hash: string; at: string } | undefined
      return {
        tenantId,
        seq: newest?.seq ?? null,
        hash: newest?.hash ?? null,
        at: newest?.at ?? null,
        retentionDays: tenantId === null ? AUDIT_RETENTION_DAYS.byDefault : retentionOf(db, tenantId),
      }
    },
  }
}

/** Sets how long a tenant keeps its records, in days. */
export const setRetention = (db: SandboxDatabase, tenantId: number, days: number) =>
  db.prepare('UPDATE tenants SET audit_retention_days = ? WHERE id = ?').run(days, tenantId)

/** How long a tenant keeps its records, in days. */
export const retentionOf = (db: SandboxDatabase, tenantId: number): number =>
  (db.prepare('SELECT audit_retention_days FROM tenants WHERE id = ?').pluck().get(tenantId) as number | undefined) ??
  AUDIT_RETENTION_DAYS.byDefault

/**
 * Removes each tenant's records older than its retention, oldest first, and keeps the last removed record's hash
 * as the chain's checkpoint, so the records left still verify from there. Answers how many went.
 */
export function pruneAuditTrail(db: SandboxDatabase, now = new Date()): number {
  const tenants = db.prepare('SELECT id, audit_retention_days AS days FROM tenants').all() as {
    id: number
    days: number
  }[]
  let pruned = 0
  db.transaction(() => {
    for (const { id, days } of tenants) {
      const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString()
      const last = db
        .prepare('SELECT seq, hash FROM audit_trail WHERE chain = ? AND at < ? ORDER BY seq DESC LIMIT 1')
        .get(id, cutoff) as { seq: number; hash: string } | undefined
      if (!last) continue
      const { changes } = db.prepare('DELETE FROM audit_trail WHERE chain = ? AND seq <= ?').run(id, last.seq)
      db.prepare(
        `INSERT INTO audit_checkpoints (chain, seq, hash, pruned, at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (chain) DO UPDATE SET seq = excluded.seq, hash = excluded.hash,
           pruned = audit_checkpoints.pruned + excluded.pruned, at = excluded.at`,
      ).run(id, last.seq, last.hash, changes, now.toISOString())
      pruned += changes
    }
  })()
  return pruned
}

const csvHeadings: Record<Language, string[]> = {
  en: [
    'Sequence',
    'Time',
    'Tenant',
    'Merchant',
    'Actor kind',
    'Actor',
    'Actor e-mail',
    'Role',
    'Action',
    'Call',
    'Target type',
    'Target id',
    'Target',
    'Outcome',
    'Status',
    'Problem',
    'Changes',
    'Reason',
    'Request id',
    'One-time code',
    'Source',
    'IP address',
    'User agent',
    'Hash',
  ],
  tr: [
    'Sıra',
    'Zaman',
    'Kiracı',
    'Üye işyeri',
    'Yapan türü',
    'Yapan',
    'Yapanın e-postası',
    'Rol',
    'Eylem',
    'Çağrı',
    'Hedef türü',
    'Hedef kimliği',
    'Hedef',
    'Sonuç',
    'Durum',
    'Sorun',
    'Değişiklikler',
    'Gerekçe',
    'İstek kimliği',
    'Tek kullanımlık kod',
    'Kaynak',
    'IP adresi',
    'Tarayıcı',
    'Özet',
  ],
  ar: [
    'التسلسل',
    'الوقت',
    'المستأجر',
    'التاجر',
    'نوع المنفّذ',
    'المنفّذ',
    'بريد المنفّذ',
    'الدور',
    'الإجراء',
    'الاستدعاء',
    'نوع الهدف',
    'معرّف الهدف',
    'الهدف',
    'النتيجة',
    'الحالة',
    'المشكلة',
    'التغييرات',
    'السبب',
    'معرّف الطلب',
    'رمز لمرة واحدة',
    'المصدر',
    'عنوان IP',
    'المتصفح',
    'البصمة',
  ],
}

const yesNo: Record<Language, [string, string]> = { en: ['Yes', 'No'], tr: ['Evet', 'Hayır'], ar: ['نعم', 'لا'] }

/** A change's rows as one cell: "table key: field before → after; …". */
const changesText = (record: AuditRecord) =>
  [
    ...record.changes.map(
      (change) =>
        `${change.table} ${change.key} ${change.op}: ${change.fields
          .map((field) => `${field.field} ${field.before ?? '∅'} → ${field.after ?? '∅'}`)
          .join(', ')}`,
    ),
    ...(record.moreChanges > 0 ? [`+${record.moreChanges}`] : []),
  ].join('; ')

function csvLine(record: AuditRecord, timeZone: string, language: Language): unknown[] {
  return [
    record.seq,
    isoInZone(record.at, timeZone),
    record.tenantId,
    record.merchantId,
    labelOf(auditActorKindLabels, record.actor.kind, language),
    record.actor.name,
    record.actor.email,
    record.actor.role,
    labelOf(auditActionLabels, record.actionKey, language),
    record.action,
    labelOf(auditTargetLabels, record.target.type, language),
    record.target.id,
    record.target.label,
    labelOf(auditOutcomeLabels, record.outcome, language),
    record.status,
    record.problem,
    changesText(record),
    record.reason,
    record.requestId,
    yesNo[language][record.withCode ? 0 : 1],
    labelOf(auditSourceLabels, record.source.kind, language),
    record.source.ip,
    record.source.userAgent,
    record.hash,
  ]
}
