import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { sendCommercialDocument } from './commercial-documents'
import { seedDatabase } from './seed'

describe('sending a document to a merchant', () => {
  it('adds one awaiting the merchant’s answer, with fee items numbered after every other', () => {
    const db = openDatabase(':memory:')
    seedDatabase(db)
    const proposal = sendCommercialDocument(db, 'proposal', 'merchant@sandbox.test')
    const agreement = sendCommercialDocument(db, 'agreement', 'merchant@sandbox.test')
    const row = (id: number) =>
      db.prepare('SELECT kind, merchant_id AS merchantId, status FROM commercial_documents WHERE id = ?').get(id)
    expect(row(proposal)).toEqual({ kind: 'proposal', merchantId: 1, status: 'PendingApproval' })
    expect(row(agreement)).toEqual({ kind: 'agreement', merchantId: 1, status: 'PendingAcceptance' })
    const itemIds = db
      .prepare(
        `SELECT json_extract(item.value, '$.id') AS id
         FROM commercial_documents, json_each(entries) AS entry, json_each(entry.value, '$.items') AS item`,
      )
      .all()
      .map((item) => (item as { id: number }).id)
    expect(new Set(itemIds).size).toBe(itemIds.length)
    const told = db
      .prepare(
        `SELECT n.notification_type AS type, n.is_read AS isRead FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE u.email = 'merchant@sandbox.test' AND n.object_url = ?`,
      )
      .all(`proposals/${proposal}`)
    expect(told).toEqual([{ type: 'Proposal', isRead: 0 }])
  })

  it('refuses an address that is not a merchant user', () => {
    const db = openDatabase(':memory:')
    seedDatabase(db)
    expect(() => sendCommercialDocument(db, 'proposal', 'tenant@sandbox.test')).toThrow(
      'tenant@sandbox.test is not a merchant user of the sandbox.',
    )
  })
})
