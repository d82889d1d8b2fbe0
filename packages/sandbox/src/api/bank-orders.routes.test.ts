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

describe('bank orders: checked before they count', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)

  it('previews an upload as a draft: three rows to pay, the two bad ones by their line and reason', async () => {
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
      { row: 4, message: '99.999 has more decimals than EUR has (2).' },
    ])
    expect(bankOrder).toMatchObject({
      status: 'Draft',
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
    // A draft queues nothing.
    expect(items.every((item: { status: string }) => item.status === 'Draft')).toBe(true)
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

  const upload = async (text: string, name: string, email = TENANT, language = 'en') => {
    const answer = await call(email, 'api/crm/tenpaybankorders', {
      body: form(csv(text, name)),
      headers: { ...once(), 'Accept-Language': language },
    })
    return { status: answer.status, body: await answer.json() }
  }
  const act = async (id: number, verb: string, body: object = {}, email = TENANT) => {
    const answer = await call(email, `api/crm/tenpaybankorders/${id}/${verb}`, {
      method: 'POST',
      body,
      headers: once(),
    })
    return { status: answer.status, body: await answer.json() }
  }
  const statusOf = (id: number) =>
    (sandbox.db.prepare('SELECT status FROM bank_orders WHERE id = ?').get(id) as { status: string }).status

  it('applies a partly refused file only when its valid rows are chosen', async () => {
    const { body } = await upload(
      'beneficiary,iban,amount,currency,reference\nOak Ltd,GB82WEST12345698765432,12,EUR,P-1\nBad,XX,1,EUR,P-2',
      'partly.csv',
    )
    const refused = await act(body.bankOrder.id, 'apply')
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe(
      '1 of the file’s 2 rows were refused. Apply its 1 valid rows, or upload the file again corrected.',
    )
    expect(statusOf(body.bankOrder.id)).toBe('Draft')
    const applied = await act(body.bankOrder.id, 'apply', { applyValidRows: true })
    expect(applied.status).toBe(200)
    expect(applied.body.status).toBe('Queued')
    expect((await act(body.bankOrder.id, 'apply', { applyValidRows: true })).status).toBe(409)
  })

  it('flags the same file uploaded again, and its rows, and queues it only when told to upload anyway', async () => {
    const file = 'beneficiary,iban,amount,currency,reference\nElm Ltd,GB82WEST12345698765432,75.25,EUR,REPEAT-1'
    const first = await upload(file, 'first.csv')
    expect(first.body.bankOrder.sameFileAs).toBeNull()
    expect((await act(first.body.bankOrder.id, 'apply')).status).toBe(200)
    // The same content under another name (and other line endings) is the same file.
    const again = await upload(file.replace(/\n/g, '\r\n'), 'again.csv')
    expect(again.body.bankOrder).toMatchObject({ sameFileAs: first.body.bankOrder.id, rowsSeenBefore: 1 })
    expect(again.body.items[0].seenInOrder).toBe(first.body.bankOrder.id)
    const refused = await act(again.body.bankOrder.id, 'apply')
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe(
      `This file was uploaded before, as order ${first.body.bankOrder.id}. Upload it anyway, or discard this one.`,
    )
    expect(statusOf(again.body.bankOrder.id)).toBe('Draft')
    // Another file paying the same payee the same amount with the same reference is a repeat too.
    const rows = await upload(`${file}\nBirch Ltd,GB82WEST12345698765432,10,EUR,NEW-1`, 'rows.csv')
    expect(rows.body.bankOrder).toMatchObject({ sameFileAs: null, rowsSeenBefore: 1 })
    expect((await act(rows.body.bankOrder.id, 'apply')).body.detail).toMatch(/^1 of its rows pay a payee/)
    expect((await act(again.body.bankOrder.id, 'apply', { uploadAnyway: true })).body.status).toBe('Queued')
    expect((await act(rows.body.bankOrder.id, 'discard')).body.status).toBe('Discarded')
    expect((await act(rows.body.bankOrder.id, 'apply', { uploadAnyway: true })).status).toBe(409)
  })

  it('under four eyes, waits for someone other than the uploader to approve', async () => {
    const settings = await call(TENANT, 'api/crm/tenpaybankorders/settings', {
      method: 'PUT',
      body: { fourEyes: true, duplicateWindowDays: 30 },
    })
    expect(await settings.json()).toEqual({ fourEyes: true, duplicateWindowDays: 30 })
    const { body } = await upload(
      'beneficiary,iban,amount,currency,reference\nAsh Ltd,GB82WEST12345698765432,5,EUR,FE-1',
      'four-eyes.csv',
    )
    const applied = await act(body.bankOrder.id, 'apply')
    expect(applied.body.status).toBe('AwaitingApproval')
    const own = await act(body.bankOrder.id, 'approve')
    expect(own.status).toBe(409)
    expect(own.body.detail).toBe(
      `You uploaded order ${body.bankOrder.id}: under four eyes, another person approves it.`,
    )
    // Another administrator of the tenant approves it.
    const colleague = 'second-admin@sandbox.test'
    sandbox.db
      .prepare(`INSERT INTO users (${columns()}) SELECT ${columns().replace('email', '?')} FROM users WHERE email = ?`)
      .run(colleague, TENANT)
    const approved = await act(body.bankOrder.id, 'approve', {}, colleague)
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'Queued', approvedBy: expect.any(String) })
    await call(TENANT, 'api/crm/tenpaybankorders/settings', {
      method: 'PUT',
      body: { fourEyes: false, duplicateWindowDays: 30 },
    })
  })

  it('words a row’s verdict in the language asked for', async () => {
    const { body } = await upload(
      'beneficiary,iban,amount,currency,reference\nOak Ltd,GB82WEST12345698765432,12,EUR,TR-1\nBad,XX,1,EUR,TR-2',
      'turkish.csv',
      TENANT,
      'tr',
    )
    expect(body.errors).toEqual([{ row: 3, message: 'XX geçerli bir IBAN değil.' }])
  })

  /** The users table's columns but its id: a copy of a user under another e-mail. */
  const columns = () =>
    (sandbox.db.prepare('PRAGMA table_info(users)').all() as { name: string }[])
      .map((column) => column.name)
      .filter((name) => name !== 'id')
      .join(', ')
})
