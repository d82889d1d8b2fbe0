import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { customerTextMatch, SCANNED_SEARCH_DAYS } from './lookup'
import { foldedText } from './folded-text'

// The customer search has two ways to its ids (a month's rows through their covering index, or the trigram index):
// whichever a period takes, the rows found must be the same.
describe('the customer search within a month and beyond', () => {
  const sandbox = createSandbox({ database: ':memory:', transactions: 4000 })
  afterAll(() => sandbox.close())

  const period = ['created >= @createdFrom', 'created < @createdTo']
  const idsOf = (key: string, from: string, to: string, way: 'scan' | 'index') => {
    // The same period asked both ways: the scan with the period's bounds, the index with none (then cut to them).
    const match = way === 'scan' ? customerTextMatch(from, to, period) : customerTextMatch(undefined, undefined, [])
    const rows = sandbox.db
      .prepare(
        `SELECT id FROM transactions WHERE mode = 'Live' AND tenant_id = 1 AND created >= @createdFrom
           AND created < @createdTo AND id IN (${match.clause}) ORDER BY id`,
      )
      .all({ mode: 'Live', tenant: 1, createdFrom: from, createdTo: to, ...match.params(key) }) as { id: number }[]
    return rows.map((row) => row.id)
  }

  it('finds the same rows through either index, for parts of e-mails and names in any case and spelling', () => {
    const newest = sandbox.db.prepare("SELECT max(created) AS at FROM transactions WHERE mode = 'Live'").get() as {
      at: string
    }
    const to = newest.at
    const from = new Date(Date.parse(to) - SCANNED_SEARCH_DAYS * 86_400_000).toISOString()
    const samples = sandbox.db
      .prepare(
        "SELECT customer_email AS email, customer_name AS name FROM transactions WHERE mode = 'Live' AND tenant_id = 1 AND created >= ? LIMIT 5",
      )
      .all(from) as { email: string; name: string }[]
    sandbox.db
      .prepare(
        "UPDATE transactions SET customer_name = 'Çağla Yıldızoğlu' WHERE id = (SELECT id FROM transactions WHERE mode = 'Live' AND tenant_id = 1 AND created >= ? LIMIT 1)",
      )
      .run(from)
    const keys = [
      ...samples.flatMap(({ email, name }) => [email.slice(2, 8), email.slice(-9), name.split(' ')[0]!.toUpperCase()]),
      'yildizoglu',
      'YILDIZ',
      'cagla',
      'zzq',
    ]
    let found = 0
    for (const key of keys) {
      const scanned = idsOf(key, from, to, 'scan')
      expect([key, scanned]).toEqual([key, idsOf(key, from, to, 'index')])
      found += scanned.length
    }
    expect(found).toBeGreaterThan(keys.length)
    // A part never spans the e-mail and the name.
    const { email, name } = samples[0]!
    expect(idsOf(`${foldedText(email).slice(-3)}${foldedText(name).slice(0, 3)}`, from, to, 'scan')).toEqual(
      idsOf(`${foldedText(email).slice(-3)}${foldedText(name).slice(0, 3)}`, from, to, 'index'),
    )
  })

  it('reads a month from the covering index of customer texts, and a longer period from the trigram index', () => {
    const month = customerTextMatch('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', period)
    const plan = sandbox.db.prepare(`EXPLAIN QUERY PLAN ${month.clause}`).all({
      mode: 'Live',
      tenant: 1,
      createdFrom: '2026-01-01T00:00:00.000Z',
      createdTo: '2026-02-01T00:00:00.000Z',
      ...month.params('son'),
    }) as { detail: string }[]
    expect(plan.map((step) => step.detail).join('\n')).toContain('COVERING INDEX tx_tenant_text')
    // Nothing else reads through it: a scan of a tenant's period that reads the rows (a report's, by card brand)
    // keeps the lookup's index of the period.
    const scan = sandbox.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT card_brand, COUNT(*) FROM transactions
           WHERE mode = 'Live' AND tenant_id = 1 AND created >= '2026-01-01' AND created < '2026-02-01'
           GROUP BY card_brand`,
      )
      .all() as { detail: string }[]
    expect(scan.map((step) => step.detail).join('\n')).not.toContain('tx_tenant_text')
    expect(customerTextMatch('2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', []).clause).toContain('MATCH')
    expect(customerTextMatch(undefined, '2026-03-01T00:00:00.000Z', []).clause).toContain('MATCH')
  })
})
