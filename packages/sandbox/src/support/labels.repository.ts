import { defaultLabels, type SupportLabel } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'

type Row = Omit<SupportLabel, 'isDefault'> & { isDefault: number }
const columns = 'id AS labelId, value, description, color, is_default AS isDefault'
const toLabel = (row: Row): SupportLabel => ({ ...row, isDefault: row.isDefault === 1 })

/** The labels of an organisation in their order, the three defaults created the first time it asks. */
export function labelsOf(db: SandboxDatabase, scope: string): SupportLabel[] {
  const rows = () =>
    db.prepare(`SELECT ${columns} FROM support_labels WHERE scope = ? ORDER BY position, id`).all(scope) as Row[]
  let found = rows()
  if (found.length === 0) {
    const insert = db.prepare(
      'INSERT INTO support_labels (scope, value, color, is_default, position) VALUES (?, ?, ?, 1, ?)',
    )
    defaultLabels.forEach((label, index) => insert.run(scope, label.value, label.color, index))
    found = rows()
  }
  return found.map(toLabel)
}

export function findLabel(db: SandboxDatabase, scope: string, id: number): SupportLabel | undefined {
  const row = db.prepare(`SELECT ${columns} FROM support_labels WHERE scope = ? AND id = ?`).get(scope, id) as
    Row | undefined
  return row && toLabel(row)
}

export interface LabelFields {
  value: string
  description: string
  color: string
}

export function createLabel(db: SandboxDatabase, scope: string, fields: LabelFields): SupportLabel {
  const { next } = db
    .prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM support_labels WHERE scope = ?')
    .get(scope) as { next: number }
  const { lastInsertRowid } = db
    .prepare('INSERT INTO support_labels (scope, value, description, color, position) VALUES (?, ?, ?, ?, ?)')
    .run(scope, fields.value, fields.description, fields.color, next)
  return findLabel(db, scope, Number(lastInsertRowid))!
}

export function updateLabel(db: SandboxDatabase, scope: string, id: number, fields: LabelFields): SupportLabel {
  db.prepare('UPDATE support_labels SET value = ?, description = ?, color = ? WHERE scope = ? AND id = ?').run(
    fields.value,
    fields.description,
    fields.color,
    scope,
    id,
  )
  return findLabel(db, scope, id)!
}

export function deleteLabel(db: SandboxDatabase, scope: string, id: number): void {
  db.prepare('DELETE FROM support_labels WHERE scope = ? AND id = ?').run(scope, id)
}

/** Puts the organisation's labels in the given order; false unless the ids are exactly its labels. */
export function rearrangeLabels(db: SandboxDatabase, scope: string, ids: number[]): boolean {
  const held = labelsOf(db, scope).map((label) => label.labelId)
  if (ids.length !== held.length || [...ids].sort((a, b) => a - b).join() !== [...held].sort((a, b) => a - b).join()) {
    return false
  }
  const move = db.prepare('UPDATE support_labels SET position = ? WHERE scope = ? AND id = ?')
  db.transaction(() => ids.forEach((id, position) => move.run(position, scope, id)))()
  return true
}

/** Puts one of the organisation's labels on a ticket (in place of its last), or takes it off (null). */
export function labelTicket(db: SandboxDatabase, ticketId: number, scope: string, labelId: number | null): void {
  if (labelId === null) {
    db.prepare('DELETE FROM ticket_labels WHERE ticket_id = ? AND scope = ?').run(ticketId, scope)
    return
  }
  db.prepare(
    `INSERT INTO ticket_labels (ticket_id, scope, label_id) VALUES (?, ?, ?)
       ON CONFLICT (ticket_id, scope) DO UPDATE SET label_id = excluded.label_id`,
  ).run(ticketId, scope, labelId)
}
