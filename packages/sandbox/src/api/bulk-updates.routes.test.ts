import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const PLATFORM = 'platform@sandbox.test'

describe('platform bulk updates: a draft first, then row by row under the status table', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const ids = (where: string, n: number) =>
    (
      sandbox.db
        .prepare(`SELECT id FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND ${where} LIMIT ${n}`)
        .all() as { id: number }[]
    ).map((row) => row.id)

  const upload = async (file: string, name = 'fix.csv', language = 'en') => {
    const body = new FormData()
    body.append('csvFile', new File([file], name, { type: 'text/csv' }))
    const answer = await call(PLATFORM, 'api/crm/transactions/bulk-updates?tenantId=1', {
      body,
      headers: { Mode: 'Live', requestId: crypto.randomUUID(), 'Accept-Language': language },
    })
    return { status: answer.status, body: await answer.json() }
  }
  const act = async (id: number, verb: string, body: object = {}) => {
    const answer = await call(PLATFORM, `api/crm/transactions/bulk-updates/${id}/${verb}`, {
      method: 'POST',
      body,
      headers: { Mode: 'Live', tenantId: '1', requestId: crypto.randomUUID() },
    })
    return { status: answer.status, body: await answer.json() }
  }
  const statusOf = (id: number) =>
    (sandbox.db.prepare('SELECT status FROM transactions WHERE id = ?').get(id) as { status: string }).status

  it('changes nothing on upload, says each row’s verdict, and applies the ready rows only when chosen', async () => {
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
    const { status, body: draft } = await upload(file)
    expect(status).toBe(201)
    expect(draft.bulkUpdate).toMatchObject({ status: 'Draft', rowsReady: 4, rowsDone: 0, rowsRefused: 1 })
    expect(draft.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'Ready',
      'Ready',
      'Ready',
      'Ready',
      'Refused',
    ])
    expect(draft.rows[4].message).toBe(`Transaction ${declined} is Declined: it cannot become Captured.`)
    expect(draft.rows[2].message).toBe('Captured → Refunded')
    // Nothing changed yet.
    expect([statusOf(p1!), statusOf(captured!), statusOf(reserved!)]).toEqual(['Pending', 'Captured', 'Reserved'])
    const refused = await act(draft.bulkUpdate.id, 'apply')
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe(
      '1 of the file’s 5 rows were refused. Apply its 4 ready rows, or upload the file again corrected.',
    )
    expect(statusOf(p1!)).toBe('Pending')
    const applied = await act(draft.bulkUpdate.id, 'apply', { applyValidRows: true })
    expect(applied.status).toBe(200)
    const { bulkUpdate, rows } = applied.body
    expect(bulkUpdate).toMatchObject({
      status: 'Applied',
      rowsDone: 4,
      rowsRefused: 1,
      tenantId: 1,
      fileName: 'fix.csv',
    })
    expect(rows.map((row: { outcome: string }) => row.outcome)).toEqual(['Done', 'Done', 'Done', 'Done', 'Refused'])
    expect(rows[1].message).toBe('Pending → Declined')
    expect([statusOf(p1!), statusOf(p2!), statusOf(reserved!)]).toEqual(['Captured', 'Declined', 'Voided'])
    // "Refunded" books the refund of what remained, so the balance says so too.
    const refundedDetails = await json(PLATFORM, `api/crm/transactions/${captured}/details`, {
      headers: { tenantId: '1', Mode: 'Live' },
    })
    expect(refundedDetails.balance).toMatchObject({ refunded: refundedDetails.balance.captured, refundable: 0 })
    expect((await act(draft.bulkUpdate.id, 'apply', { applyValidRows: true })).status).toBe(409)
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

  it('discards a draft, changing nothing, and words its rows in the language asked for', async () => {
    const [payment] = ids("status = 'Captured' AND type = 'Sale' AND refunded_amount = 0", 1)
    const { body: draft } = await upload(`transactionId,status,reason\n${payment},Refunded,\nx,Voided,`, 'tr.csv', 'tr')
    expect(draft.rows.map((row: { message: string }) => row.message)).toEqual([
      'Tahsil edildi → İade edildi',
      'x bir işlem numarası değil.',
    ])
    const discarded = await act(draft.bulkUpdate.id, 'discard')
    expect(discarded.body.bulkUpdate.status).toBe('Discarded')
    expect(discarded.body.rows[0].outcome).toBe('Skipped')
    expect(statusOf(payment!)).toBe('Captured')
  })

  it('keeps one draft for one upload, however often it is sent again, and applies it once', async () => {
    const [payment] = ids("status = 'Captured' AND type = 'Sale' AND refunded_amount = 0", 1)
    const send = (file: string) => {
      const body = new FormData()
      body.append('csvFile', new File([file], 'again.csv', { type: 'text/csv' }))
      return call(PLATFORM, 'api/crm/transactions/bulk-updates?tenantId=1', { body, headers })
    }
    const headers = { Mode: 'Live', requestId: crypto.randomUUID() }
    const file = `transactionId,status,reason\n${payment},Refunded,Goodwill`
    const [first, second] = await Promise.all([send(file), send(file)])
    const id = (await first.json()).bulkUpdate.id
    expect((await second.json()).bulkUpdate.id).toBe(id)
    const apply = { Mode: 'Live', tenantId: '1', requestId: crypto.randomUUID() }
    const applyOnce = () =>
      call(PLATFORM, `api/crm/transactions/bulk-updates/${id}/apply`, { method: 'POST', body: {}, headers: apply })
    const [a, b] = await Promise.all([applyOnce(), applyOnce()])
    expect([a.status, b.status]).toEqual([200, 200])
    const refunds = sandbox.db.prepare("SELECT COUNT(*) AS n FROM transactions WHERE parent_id = ? AND type = 'Refund'")
    expect((refunds.get(payment) as { n: number }).n).toBe(1)
    const other = await send(`transactionId,status,reason\n${payment},Captured,`)
    expect(other.status).toBe(422)
  })
})
