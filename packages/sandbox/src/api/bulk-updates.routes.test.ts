import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const PLATFORM = 'platform@sandbox.test'

describe('platform bulk updates: row by row, under the status table', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const ids = (where: string, n: number) =>
    (
      sandbox.db
        .prepare(`SELECT id FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND ${where} LIMIT ${n}`)
        .all() as { id: number }[]
    ).map((row) => row.id)

  it('applies four rows and refuses the one the status table does not allow, with its reason', async () => {
    const [p1, p2] = ids("status = 'Captured' AND type = 'Sale' AND refunded_amount = 0", 2)
    const [declined] = ids("status = 'Declined' AND type = 'Sale'", 1)
    sandbox.db.prepare(`UPDATE transactions SET status = 'Pending' WHERE id IN (${p1}, ${p2})`).run()
    const [captured] = ids("status = 'Captured' AND type = 'Sale' AND refunded_amount = 0", 1)
    const [reserved] = ids("type = 'Authorisation'", 1)
    sandbox.db.prepare(`UPDATE transactions SET status = 'Reserved' WHERE id = ${reserved}`).run()
    const file = [
      'transactionId,status,reason',
      `${p1},Captured,`,
      `${p2},Declined,Customer could not be verified`,
      `${captured},Refunded,Goodwill`,
      `${reserved},Voided,`,
      `${declined},Captured,`,
    ].join('\n')
    const body = new FormData()
    body.append('csvFile', new File([file], 'fix.csv', { type: 'text/csv' }))
    const answer = await call(PLATFORM, 'api/crm/transactions/bulk-updates?tenantId=1', {
      body,
      headers: { Mode: 'Live', requestId: crypto.randomUUID() },
    })
    expect(answer.status).toBe(201)
    const { bulkUpdate, rows } = await answer.json()
    expect(bulkUpdate).toMatchObject({ rowsDone: 4, rowsRefused: 1, tenantId: 1, fileName: 'fix.csv' })
    expect(rows.map((row: { outcome: string }) => row.outcome)).toEqual(['Done', 'Done', 'Done', 'Done', 'Refused'])
    expect(rows[4].message).toBe(`Transaction ${declined} is Declined: it allows check status only.`)
    expect(rows[2].message).toBe('Captured → Refunded')
    // "Refunded" books the refund of what remained, so the balance says so too.
    const refunded = await json(PLATFORM, `api/crm/transactions/${captured}/details`, {
      headers: { tenantId: '1', Mode: 'Live' },
    })
    expect(refunded.balance).toMatchObject({ refunded: refunded.balance.captured, refundable: 0 })
    // The history keeps each row's outcome; a tenant's staff cannot ask for it.
    const history = await json(PLATFORM, 'api/crm/transactions/bulk-updates?pageIndex=0&pageSize=10', {
      headers: { tenantId: '1' },
    })
    expect(history.data[0].id).toBe(bulkUpdate.id)
    const kept = await json(PLATFORM, `api/crm/transactions/bulk-updates/${bulkUpdate.id}/rows`, {
      headers: { tenantId: '1' },
    })
    expect(kept).toEqual(rows)
    expect((await call('tenant@sandbox.test', 'api/crm/transactions/bulk-updates')).status).toBe(403)
  })

  it('applies one file once, however often it is sent again', async () => {
    const [payment] = ids("status = 'Captured' AND type = 'Sale' AND refunded_amount = 0", 1)
    const send = (file: string) => {
      const body = new FormData()
      body.append('csvFile', new File([file], 'again.csv', { type: 'text/csv' }))
      return call(PLATFORM, 'api/crm/transactions/bulk-updates?tenantId=1', { body, headers })
    }
    const headers = { Mode: 'Live', requestId: crypto.randomUUID() }
    const file = `transactionId,status,reason\n${payment},Refunded,Goodwill`
    const [first, second] = await Promise.all([send(file), send(file)])
    expect((await first.json()).bulkUpdate.id).toBe((await second.json()).bulkUpdate.id)
    const refunds = sandbox.db.prepare("SELECT COUNT(*) AS n FROM transactions WHERE parent_id = ? AND type = 'Refund'")
    expect((refunds.get(payment) as { n: number }).n).toBe(1)
    const other = await send(`transactionId,status,reason\n${payment},Captured,`)
    expect(other.status).toBe(422)
  })
})
