import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

describe('proposals and agreements: who reads and who answers', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call } = apiCaller(sandbox)
  const put = (email: string, path: string, body: unknown) => call(email, path, { method: 'PUT', body })

  it('hides a merchant’s proposal from another merchant', async () => {
    expect((await call('merchant@sandbox.test', 'proposals/2')).status).toBe(200)
    const other = await call('sandbox-merchant@sandbox.test', 'proposals/2')
    expect(other.status).toBe(404)
    expect(await other.json()).toMatchObject({ detail: 'There is no proposal 2.' })
  })

  it('lets the tenant’s staff read through /crm but never answer for the merchant', async () => {
    expect((await call('tenant@sandbox.test', 'crm/proposals/2')).status).toBe(200)
    expect((await call('bosphorus@sandbox.test', 'crm/proposals/2')).status).toBe(404)
    expect((await put('tenant@sandbox.test', 'crm/proposals/2/respond', { response: 'Accepted' })).status).toBe(403)
  })

  it('needs a reason to reject, and answers only what awaits an answer', async () => {
    const missing = await put('merchant@sandbox.test', 'proposals/2/respond', {
      response: 'Rejected',
      rejectReason: '   ',
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toEqual({ rejectReason: ['Reject reason is required'] })
    expect((await put('merchant@sandbox.test', 'agreements/7/respond', { response: 'Accepted' })).status).toBe(409)
    const accepted = await put('merchant@sandbox.test', 'agreements/5/respond', { response: 'Accepted' })
    expect(await accepted.json()).toMatchObject({ status: 'Accepted', rejectReason: null })
  })
})
