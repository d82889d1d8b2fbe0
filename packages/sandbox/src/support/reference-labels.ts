import type { TicketReference } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'

/** A ticket's references as a reader knows them: a transaction by its order reference, not its internal id. */
export function labelledReferences(db: SandboxDatabase, references: readonly TicketReference[]): TicketReference[] {
  const ids = references.filter((reference) => reference.key === 'transaction').map((reference) => reference.value)
  if (ids.length === 0) return [...references]
  const rows = db
    .prepare(`SELECT id, external_id AS reference FROM transactions WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids.map(Number)) as { id: number; reference: string }[]
  const labels = new Map(rows.map((row) => [String(row.id), row.reference]))
  return references.map((reference) => {
    const label = reference.key === 'transaction' ? labels.get(reference.value) : undefined
    return label ? { ...reference, label } : reference
  })
}
