import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

// Who reaches what across organisations, and what no caller can send.
const sandbox = createSandbox({ database: ':memory:' })
afterAll(() => sandbox.close())
const api = apiCaller(sandbox)
const fs = apiCaller(sandbox, 'http://localhost:4000/fs')

const upload = async (email: string, name = 'statement.csv') => {
  const form = new FormData()
  form.append('file', new File(['order,amount\n1,2\n'], name, { type: 'text/csv' }))
  const response = await fs.call(email, 'file', { body: form })
  expect(response.status).toBe(201)
  return ((await response.json()) as { fileId: string }).fileId
}
const status = async (response: Promise<Response>) => (await response).status

/** Takes permissions from a seeded role, for the callers of that role only. */
const revoke = (roleId: number, ...permissions: string[]) => {
  for (const permission of permissions)
    sandbox.db.prepare('DELETE FROM role_permissions WHERE role_id = ? AND permission = ?').run(roleId, permission)
}
const MERCHANT_STAFF_ROLE = 5 // harbor-merchant@

describe('files across organisations', () => {
  it('lets the tenant read a merchant’s attachment but only the merchant delete it', async () => {
    const fileId = await upload('merchant@sandbox.test')
    const download = await fs.call('tenant@sandbox.test', `file/${fileId}`)
    expect(download.status).toBe(200)
    // Saved as a file, in the type it was allowed as, never sniffed into something the browser would run.
    expect(
      Object.fromEntries(
        ['content-type', 'content-disposition', 'x-content-type-options'].map((name) => [
          name,
          download.headers.get(name),
        ]),
      ),
    ).toEqual({
      'content-type': 'text/csv',
      'content-disposition': "attachment; filename*=UTF-8''statement.csv",
      'x-content-type-options': 'nosniff',
    })
    expect(await status(fs.call('tenant@sandbox.test', `file/${fileId}/details`))).toBe(200)
    const refused = await fs.call('tenant@sandbox.test', `file/${fileId}`, { method: 'DELETE' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ status: 403, detail: 'You are not authorized to perform this action' })
    expect(await status(fs.call('platform@sandbox.test', `file/${fileId}`, { method: 'DELETE' }))).toBe(403)
    expect(await status(fs.call('merchant@sandbox.test', `file/${fileId}`))).toBe(200)
    expect(await status(fs.call('merchant@sandbox.test', `file/${fileId}`, { method: 'DELETE' }))).toBe(204)
    expect(await status(fs.call('tenant@sandbox.test', `file/${fileId}`))).toBe(404)
  })

  it('hides a file from other merchants and other tenants, for reading, downloading and deleting', async () => {
    const fileId = await upload('merchant@sandbox.test')
    for (const stranger of ['sandbox-merchant@sandbox.test', 'bosphorus@sandbox.test']) {
      expect(await status(fs.call(stranger, `file/${fileId}`))).toBe(404)
      expect(await status(fs.call(stranger, `file/${fileId}/details`))).toBe(404)
      expect(await status(fs.call(stranger, `file/${fileId}`, { method: 'DELETE' }))).toBe(404)
    }
    expect(await status(fs.call('merchant@sandbox.test', `file/${fileId}/details`))).toBe(200)
  })

  it('keeps tenant staff’s own upload from a merchant until a ticket of the merchant refers to it', async () => {
    const fileId = await upload('tenant@sandbox.test', 'terms.csv')
    expect(await status(fs.call('merchant@sandbox.test', `file/${fileId}`))).toBe(404)
    expect(await status(fs.call('agent@sandbox.test', `file/${fileId}`, { method: 'DELETE' }))).toBe(204)
  })

  it('asks for the support permission on every file route, not only the caller’s kind', async () => {
    const fileId = await upload('harbor-merchant@sandbox.test')
    revoke(MERCHANT_STAFF_ROLE, 'Merchant.Support.Lookup')
    const form = new FormData()
    form.append('file', new File(['x'], 'a.txt', { type: 'text/plain' }))
    expect(await status(fs.call('harbor-merchant@sandbox.test', 'file', { body: form }))).toBe(403)
    expect(await status(fs.call('harbor-merchant@sandbox.test', `file/${fileId}`))).toBe(403)
    expect(await status(fs.call('harbor-merchant@sandbox.test', `file/${fileId}/details`))).toBe(403)
    expect(await status(fs.call('harbor-merchant@sandbox.test', `file/${fileId}`, { method: 'DELETE' }))).toBe(403)
    // Labels and tickets guard themselves the same way.
    expect(await status(api.call('harbor-merchant@sandbox.test', 'support/labels'))).toBe(403)
    expect(await status(api.call('harbor-merchant@sandbox.test', 'support/labels/rearrange', { body: {} }))).toBe(403)
    expect(await status(api.call('harbor-merchant@sandbox.test', 'support/ticket/my'))).toBe(403)
  })
})

describe('transaction search and the directory', () => {
  it('searches transactions with their view or support permission, and not without either', async () => {
    const search = () => api.call('harbor-merchant@sandbox.test', 'api/transactions/searchKey?searchKey=')
    expect(await status(search())).toBe(200)
    revoke(MERCHANT_STAFF_ROLE, 'Merchant.Support.Lookup', 'Merchant.Transaction.View')
    expect(await status(search())).toBe(403)
  })

  it('opens the directory to staff with support and to no merchant', async () => {
    expect(await status(api.call('agent@sandbox.test', 'crm/tenants/1/users'))).toBe(200)
    // Searched by name as typed: "%" is a character, not every user.
    const named = async (search: string) =>
      (
        (await api.json('tenant@sandbox.test', `users/crm?search=${encodeURIComponent(search)}`)) as {
          data: { email: string }[]
        }
      ).data.map((user) => user.email)
    expect(await named('analyst')).toEqual(['analyst@sandbox.test'])
    expect(await named('%')).toEqual([])
    expect(await status(api.call('agent@sandbox.test', 'crm/tenants/mydetails'))).toBe(200)
    expect(await status(api.call('platform@sandbox.test', 'tenants'))).toBe(200)
    expect(await status(api.call('merchant@sandbox.test', 'tenants/1/users'))).toBe(403)
    revoke(3, 'CRM.Support.Lookup') // the support agent's role
    expect(await status(api.call('agent@sandbox.test', 'crm/tenants/1/users'))).toBe(403)
  })
})

describe('request bodies', () => {
  const ticketCount = () =>
    (sandbox.db.prepare('SELECT COUNT(*) AS count FROM tickets').get() as { count: number }).count
  const ticket = (description: string) => ({ ticketCategory: 'Processing', subject: 'Large', description })

  it('refuses a ticket with a 12 MB description with a 413 problem, storing nothing', async () => {
    const before = ticketCount()
    const response = await api.call('merchant@sandbox.test', 'support/ticket', { body: ticket('x'.repeat(12e6)) })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Content Too Large',
      status: 413,
      detail: 'The request is larger than the 1 MB this call accepts.',
    })
    expect(ticketCount()).toBe(before)
  })

  it('refuses a description longer than the contract allows, in the field’s words', async () => {
    const response = await api.call('merchant@sandbox.test', 'support/ticket', { body: ticket('x'.repeat(10_001)) })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ description: ['Description must be at most 10000 characters.'] })
  })

  it('refuses an upload body over twice the file limit before reading it', async () => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(12 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }))
    const response = await fs.call('merchant@sandbox.test', 'file', { body: form })
    expect(response.status).toBe(413)
    expect((await response.json()).detail).toMatch(/larger than the 10 MB/)
  })
})

describe('CSV exports', () => {
  it('writes a comment that looks like a formula as text in the thread’s CSV', async () => {
    const id = await (
      await api.call('merchant@sandbox.test', 'support/ticket', {
        body: { ticketCategory: 'Processing', subject: '@SUM(A1:A9)', description: 'Refund' },
      })
    ).text()
    await api.call('merchant@sandbox.test', `support/ticket/${id}/comment`, {
      body: { content: '=HYPERLINK("http://evil.test","Click")' },
    })
    const csv = await (await api.call('merchant@sandbox.test', `support/ticket/${id}/feed/exportcsv`)).text()
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`)
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
  })
})

describe('every answer', () => {
  it('is never sniffed nor cached, whether it answers or refuses', async () => {
    for (const response of [
      await api.call('merchant@sandbox.test', 'users'),
      await api.call('merchant@sandbox.test', 'crm/tenants/mydetails'),
      await sandbox.fetch(new Request('http://localhost:4000/v1/users')),
    ])
      expect([
        response.status,
        response.headers.get('x-content-type-options'),
        response.headers.get('cache-control'),
      ]).toEqual([response.status, 'nosniff', 'no-store'])
  })
})

describe('answers on the wire', () => {
  it('are gzipped for a client that accepts it, and plain for one that does not', async () => {
    const page = (headers: Record<string, string>) =>
      api.call('tenant@sandbox.test', 'api/crm/transactions?PageSize=100', { headers: { Mode: 'Live', ...headers } })
    const zipped = await page({ 'Accept-Encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const plain = await page({})
    expect(plain.headers.get('content-encoding')).toBeNull()
    const rows = ((await plain.json()) as { data: unknown[] }).data
    expect(rows.length).toBe(100)
  })
})
