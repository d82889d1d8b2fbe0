import type { NotificationType } from '@paydeck/core/notifications'
import type { SandboxDatabase } from '../db/database'
import { fileStamp, toCsv } from '../db/csv'
import type { TextKey } from './notification-texts'
import { insertNotification } from './notifications.repository'

// Notifications come from things that happen in the sandbox: a document sent to a merchant, reports generated.

/** Every user of the merchant hears of it; opening it needs the permission (the bell says so when it is missing). */
export function notifyDocumentSent(db: SandboxDatabase, documentId: number, created = new Date()): void {
  const doc = db
    .prepare(
      `SELECT d.kind, d.merchant_id AS merchantId, d.version, t.name AS tenant
       FROM commercial_documents d JOIN tenants t ON t.id = d.tenant_id WHERE d.id = ?`,
    )
    .get(documentId) as { kind: 'proposal' | 'agreement'; merchantId: number; version: number; tenant: string }
  const users = db.prepare('SELECT id FROM users WHERE merchant_id = ?').all(doc.merchantId) as { id: number }[]
  const proposal = doc.kind === 'proposal'
  for (const user of users) {
    insertNotification(db, {
      userId: user.id,
      type: proposal ? 'Proposal' : 'Agreement',
      text: { key: proposal ? 'proposalSent' : 'agreementSent', params: { tenant: doc.tenant, version: doc.version } },
      objectUrl: `${doc.kind}s/${documentId}`,
      created,
    })
  }
}

/** The reports a user can have generated, each a CSV from the sandbox's own data. */
const reports = {
  'commercial-documents': {
    title: 'Proposals and agreements',
    csv(db: SandboxDatabase, userId: number) {
      const rows = db
        .prepare(
          `SELECT d.id, d.kind, d.version, d.status, d.created, m.legal_business_name AS merchant
           FROM commercial_documents d JOIN merchants m ON m.id = d.merchant_id
           JOIN users u ON (u.merchant_id = d.merchant_id OR (u.merchant_id IS NULL AND u.tenant_id = d.tenant_id))
           WHERE u.id = ? ORDER BY d.id`,
        )
        .all(userId) as Record<string, string | number>[]
      return toCsv(['id', 'kind', 'version', 'status', 'created', 'merchant'], rows)
    },
  },
  'fee-types': {
    title: 'Fee types',
    csv(db: SandboxDatabase) {
      const rows = db.prepare('SELECT id, name, symbol FROM fee_types ORDER BY id').all() as Record<string, string>[]
      return toCsv(['id', 'name', 'symbol'], rows)
    },
  },
} as const
export type ReportKind = keyof typeof reports
export const reportKinds = Object.keys(reports) as ReportKind[]

/** A report made for a user: what its file is named after, its title, its CSV. */
export interface GeneratedReport {
  key: string
  title: string
  csv: string
}

/** A report file kept for its user, by its name. */
export const reportFileOf = (db: SandboxDatabase, name: string, userId: number) =>
  (
    db.prepare('SELECT content FROM report_files WHERE name = ? AND user_id = ?').get(name, userId) as
      { content: string } | undefined
  )?.content

/** Keeps the reports as files named after their key and the time, and tells the user they are ready. */
export function deliverReports(
  db: SandboxDatabase,
  userId: number,
  generated: readonly GeneratedReport[],
  created = new Date(),
): number {
  const stamp = fileStamp(created)
  const names = generated.map(({ key }) => `${key}-${stamp}-${userId}`)
  const file = db.prepare('INSERT OR REPLACE INTO report_files (name, user_id, created, content) VALUES (?, ?, ?, ?)')
  generated.forEach(({ csv }, index) => file.run(names[index], userId, created.toISOString(), csv))
  return insertNotification(db, {
    userId,
    type: 'ReportGenerated',
    text: {
      key: 'reportsReady',
      params: { count: generated.length, titles: generated.map(({ title }) => title).join(', ') },
    },
    objectUrl: names.join(','),
    created,
  })
}

/** Generates the sandbox's own reports for the user (the notify command's ReportGenerated). */
export function generateReports(
  db: SandboxDatabase,
  userId: number,
  kinds: ReportKind[],
  created = new Date(),
): number {
  const generated = kinds.map((kind) => ({ key: kind, title: reports[kind].title, csv: reports[kind].csv(db, userId) }))
  return deliverReports(db, userId, generated, created)
}

/** Notifications with a portal path: what a tenant or the platform asks a user to do (worded by their type). */
const tasks: Partial<Record<NotificationType, string>> = {
  PreCheckForm: '/boarding/precheckform',
  BoardingDocuments: '/boarding/documents',
  Task: '/crm/tasks',
  TransactionVelocityAlert: '/transaction-management',
}
export const taskTypes = Object.keys(tasks) as NotificationType[]

export function notifyTask(db: SandboxDatabase, userId: number, type: NotificationType, created = new Date()): number {
  const objectUrl = tasks[type]
  if (!objectUrl) throw new Error(`${type} is not a task notification.`)
  return insertNotification(db, { userId, type, text: { key: type as TextKey }, objectUrl, created })
}

const DAY = 86_400_000

/**
 * A history for every user, over more than 30 days (the panel's end-of-list message speaks of the last 30):
 * each document ever sent to a merchant, reports generated, and the tasks of their kind; the older ones read.
 */
export function seedNotifications(db: SandboxDatabase, now = Date.now()): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM notifications').get() as { n: number }
  if (existing.n > 0) return
  const ago = (days: number) => new Date(now - days * DAY)
  const documents = db.prepare('SELECT id FROM commercial_documents ORDER BY id').all() as { id: number }[]
  documents.forEach(({ id }, index) => notifyDocumentSent(db, id, ago(2 + index * 3)))
  const users = db.prepare('SELECT id, merchant_id AS merchantId FROM users ORDER BY id').all() as {
    id: number
    merchantId: number | null
  }[]
  for (const user of users) {
    // One older than the list's 30 days, which it neither shows nor counts.
    generateReports(db, user.id, ['fee-types'], ago(45))
    generateReports(db, user.id, ['commercial-documents'], ago(25))
    generateReports(db, user.id, reportKinds, ago(1))
    const types: NotificationType[] =
      user.merchantId === null ? ['Task'] : ['PreCheckForm', 'BoardingDocuments', 'TransactionVelocityAlert']
    types.forEach((type, index) => notifyTask(db, user.id, type, ago(27 - index * 9)))
  }
  db.prepare('UPDATE notifications SET is_read = 1 WHERE created < ?').run(ago(14).toISOString())
}
