import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { reportById } from './catalogue'
import { analyticsOf } from './analytics'
import type { ReportContext, ReportScope } from './report'
import { accountRollups } from './account-rollup'

// The reports that scan a period of the book read the period's index alone (book-of-business.ts PERIOD_COLUMNS):
// the table's rows lie in no order of time, so a row read from it costs a page of its own at a million.

describe('reports scanning a period read its index, not the table', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const tenant: ReportScope = { kind: 'tenant', mode: 'Live', tenantId: 1 }
  const merchant: ReportScope = { ...tenant, kind: 'merchant', merchantId: 1 }
  const days = (count: number) => ({
    from: new Date(Date.now() - count * 86_400_000).toISOString(),
    to: new Date().toISOString(),
  })

  /** The plan of each statement on the transactions a call prepares and runs, with the arguments it ran with. */
  const plansOf = (run: () => unknown) => {
    const ran: { source: string; args: unknown[] }[] = []
    const prepare = db.prepare.bind(db)
    db.prepare = ((source: string) => {
      const statement = prepare(source)
      if (!/FROM transactions/.test(source)) return statement
      for (const method of ['all', 'get', 'iterate', 'run'] as const) {
        const original = statement[method].bind(statement) as (...args: unknown[]) => unknown
        Object.defineProperty(statement, method, {
          value: (...args: unknown[]) => (ran.push({ source, args }), original(...args)),
        })
      }
      return statement
    }) as typeof db.prepare
    try {
      run()
    } finally {
      db.prepare = prepare
    }
    return ran.map(({ source, args }) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...args) as { detail: string }[]).map((step) => step.detail),
    )
  }
  /** Steps that read the transactions table row by row over a range (a lookup by id, of a payment's parent, is one row). */
  const tableReads = (plans: string[][]) =>
    plans
      .flat()
      .filter((step) => /^(SCAN|SEARCH) (transactions|back|child)\b/.test(step) && !/COVERING INDEX/.test(step))

  // In a zone whose midnight is not UTC's, so that a kept report also scans the ends of its period.
  const rows = (id: string, scope: ReportScope, filters: ReportContext['filters']) => () =>
    reportById.get(id)!.rows({ db, scope, filters, timeZone: 'Asia/Kolkata' })

  it.each([
    ['data-analytics', tenant, days(30)],
    ['data-analytics', merchant, days(90)],
    // Asked for merchants: the tenant's hourly rollup has none (tally-hours.test.ts), so the rows are scanned.
    ['transactions-daily', tenant, { ...days(90), merchant: ['1', '2'] as string[] }],
  ] as const)('%s for a %s', (id, scope, filters) => {
    const plans = plansOf(rows(id, { ...scope }, filters))
    expect(plans.length).toBeGreaterThan(0)
    expect(tableReads(plans)).toEqual([])
  })

  it('the statement’s and invoices’ sums, moved by a write', () => {
    // What a row's change moves is read by its id and its payment's children: a few rows, whatever the book's size.
    for (const rollup of accountRollups) {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${rollup.select('?')}`).all(1, 1, 1) as { detail: string }[]
      expect(plan.length).toBeGreaterThan(0)
      expect(plan.map((step) => step.detail).filter((step) => /^SCAN/.test(step))).toEqual([])
    }
  })

  it('the analytics window, both of its periods', () => {
    // Its days kept per UTC day (tally-rollup.ts) and the ends a zone's midnight cuts: each read by the index.
    const plans = plansOf(() => analyticsOf({ db, scope: tenant, timeZone: 'Asia/Kolkata' }, 'last-30-days'))
    expect(plans.length).toBeGreaterThan(2)
    expect(tableReads(plans)).toEqual([])
  })
})
