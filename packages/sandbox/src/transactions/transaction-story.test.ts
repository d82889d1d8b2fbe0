import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { sayIn, type Say } from '../words/say'
import { hasWords } from '../words/sandbox-words'
import { accountingOf, feesOf } from './fees'
import { alertsOf, routingLogsOf } from './fraud-and-routing'
import { storedActivity } from './activity-reads'
import type { TransactionRow } from './lookup'

describe('a transaction’s story', () => {
  const sandbox = createSandbox({ database: ':memory:', transactions: 2_000 })
  afterAll(() => sandbox.close())
  const rows = sandbox.db.prepare('SELECT * FROM transactions').all() as TransactionRow[]
  const childrenOf = new Map<number, TransactionRow[]>()
  for (const row of rows)
    if (row.parent_id) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row])
  const children = (row: TransactionRow) => childrenOf.get(row.id) ?? []
  const { events } = storedActivity(sandbox.db)

  it('never happens after the transaction last changed, so a fresh capture is not dated in the future', () => {
    const now = Date.now()
    for (const row of rows) {
      const late = events(row).filter((event) => Date.parse(event.created) > now)
      expect([row.id, late]).toEqual([row.id, []])
    }
  })

  it('has words in every language the sandbox speaks for each of its texts', () => {
    // Every template the story asks for, over a book that has each kind of transaction, alert and dispute.
    const asked = new Set<string>()
    const turkish = sayIn('tr')
    const recording = Object.assign(
      (template: string, params?: Record<string, string | number>) => (asked.add(template), turkish(template, params)),
      { language: turkish.language, money: turkish.money, country: turkish.country },
    ) as Say
    for (const row of rows) {
      feesOf(row, children(row), { bookCurrency: 'EUR', say: recording })
      events(row, recording)
      alertsOf(row, recording)
      routingLogsOf(row, recording)
      accountingOf(row, children(row), { bookCurrency: 'EUR', say: recording })
    }
    expect(asked.size).toBeGreaterThan(30)
    expect([...asked].filter((template) => !hasWords(template))).toEqual([])
  })

  it('reads in the language asked for, parameters filled in', () => {
    const row = rows.find((one) => one.card_country && one.card_country !== one.customer_country)!
    const [alert] = alertsOf(row, sayIn('tr'))
    expect(alert!.rule).toBe('Ülke uyuşmazlığı')
    expect(alert!.message).toMatch(/^Kart \S.* ülkesinde verilmiş, müşteri \S.* ülkesinde\.$/)
    expect(alert!.message).not.toMatch(/\{/)
  })
})
