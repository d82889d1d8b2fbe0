import { describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { eventsOf } from './activity'
import type { TransactionRow } from './lookup'

describe('a transaction’s derived events', () => {
  it('never happen after the transaction last changed, so a fresh capture is not dated in the future', async () => {
    const sandbox = createSandbox({ database: ':memory:', transactions: 2_000 })
    const rows = sandbox.db.prepare('SELECT * FROM transactions').all() as TransactionRow[]
    const childrenOf = new Map<number, TransactionRow[]>()
    for (const row of rows)
      if (row.parent_id) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row])
    const now = Date.now()
    for (const row of rows) {
      const late = eventsOf(row, childrenOf.get(row.id) ?? []).filter((event) => Date.parse(event.created) > now)
      expect([row.id, late]).toEqual([row.id, []])
    }
    await sandbox.close()
  })
})
