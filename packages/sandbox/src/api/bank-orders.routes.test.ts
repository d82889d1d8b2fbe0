import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const TENANT = 'tenant@sandbox.test'
/** One upload the user started: its requestId, sent again on a retry. */
const once = () => ({ requestId: crypto.randomUUID() })
const csv = (text: string, name = 'orders.csv') => new File([text], name, { type: 'text/csv' })
const form = (
  file: File,
  fields: Record<string, string> = { bankName: 'Northwind Bank', accountNumber: 'GB82WEST12345698765432' },
) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append('csvFile', file)
  return body
}

describe('bank orders: the good rows kept, the bad ones named by line', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)

  it('keeps three rows and reports the two bad ones by their line and reason', async () => {
    const file = csv(
      [
        'beneficiary,iban,amount,currency,reference',
        'Linden Bakery Ltd,GB82 WEST 1234 5698 7654 32,125.50,EUR,INV-1001',
        'Maple Travel,GB82 WEST 1234 5698 7654 33,10,EUR,INV-1002',
        'Cedar Games BV,DE89370400440532013000,99.999,EUR,INV-1003',
        'Tulip Florist,DE89370400440532013000,12,SEK,INV-1004',
        '"Harbor, Books",GB82WEST12345698765432,0.5,GBP,INV-1005',
      ].join('\n'),
    )
    const answer = await call(TENANT, 'api/crm/tenpaybankorders', { body: form(file), headers: once() })
    expect(answer.status).toBe(201)
    const { bankOrder, errors } = await answer.json()
    expect(errors).toEqual([
      { row: 3, message: 'GB82 WEST 1234 5698 7654 33 is not a valid IBAN.' },
      { row: 4, message: "99.999 has more decimals than EUR's 2." },
    ])
    expect(bankOrder).toMatchObject({
      itemCount: 3,
      rowsRefused: 2,
      bankName: 'Northwind Bank',
      fileName: 'orders.csv',
    })
    expect(bankOrder.totals).toEqual([
      { currency: 'EUR', amount: 12550 },
      { currency: 'GBP', amount: 50 },
      { currency: 'SEK', amount: 1200 },
    ])
    const items = await json(TENANT, `api/crm/tenpaybankorders/items/${bankOrder.id}`)
    expect(items.map((item: { rowNumber: number }) => item.rowNumber)).toEqual([2, 5, 6])
    expect(items[2]).toMatchObject({ beneficiary: 'Harbor, Books', iban: 'GB82WEST12345698765432', amount: 50 })
    const list = await json(TENANT, 'api/crm/tenpaybankorders?pageIndex=0&pageSize=10')
    expect(list.data[0].id).toBe(bankOrder.id)
  })

  it('refuses a file without the columns, the bank form unfilled, and staff without the permission', async () => {
    const wrong = await call(TENANT, 'api/crm/tenpaybankorders', {
      body: form(csv('name,amount\nA,1')),
      headers: once(),
    })
    expect((await wrong.json()).errors.csvFile).toEqual([
      'The first line must name the columns beneficiary, iban, amount, currency, reference.',
    ])
    const good = 'beneficiary,iban,amount,currency,reference\nA,GB82WEST12345698765432,1,EUR,R'
    const noBank = await call(TENANT, 'api/crm/tenpaybankorders', {
      body: form(csv(good), { bankName: ' ', accountNumber: 'X' }),
      headers: once(),
    })
    expect((await noBank.json()).errors).toEqual({ bankName: ['Name the bank.'] })
    const analyst = await call('analyst@sandbox.test', 'api/crm/tenpaybankorders', {
      body: form(csv(good)),
      headers: once(),
    })
    expect(analyst.status).toBe(403)
    const anonymous = await call(TENANT, 'api/crm/tenpaybankorders', { body: form(csv(good)) })
    expect((await anonymous.json()).errors).toEqual({
      requestId: ['Send a requestId header: a UUID made once for this action.'],
    })
    // Another tenant does not see this tenant's orders.
    expect((await json('bosphorus@sandbox.test', 'api/crm/tenpaybankorders')).count).toBe(0)
  })

  it('queues one order for one upload, however often it is sent again', async () => {
    const good = 'beneficiary,iban,amount,currency,reference\nLinden Bakery Ltd,GB82WEST12345698765432,40,EUR,INV-77'
    const count = () =>
      (sandbox.db.prepare("SELECT COUNT(*) AS n FROM bank_orders WHERE file_name = 'retry.csv'").get() as { n: number })
        .n
    const headers = once()
    const send = () => call(TENANT, 'api/crm/tenpaybankorders', { body: form(csv(good, 'retry.csv')), headers })
    // A double click and two retries, at once.
    const answers = await Promise.all([send(), send(), send()])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(bodies.map((body) => body.bankOrder.id)).size).toBe(1)
    expect(count()).toBe(1)
    // The same requestId with another file is refused, with words, and queues nothing.
    const other = await call(TENANT, 'api/crm/tenpaybankorders', {
      body: form(csv(good.replace('40', '41'), 'retry.csv')),
      headers,
    })
    expect(other.status).toBe(422)
    expect((await other.json()).detail).toMatch(/was used for another request/)
    expect(count()).toBe(1)
  })
})
