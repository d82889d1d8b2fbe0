import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const TENANT = 'tenant@sandbox.test'
const live = { Mode: 'Live' }

describe('PID relationships: a payer account held by another organisation restricts the payment', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  // A seeded restriction: the account is held by another merchant than the one the payment went to.
  const restricted = sandbox.db
    .prepare(
      `SELECT r.transaction_id AS id, r.organization_id AS holder, t.merchant_id AS merchantId
       FROM pid_relationships r JOIN transactions t ON t.id = r.transaction_id
       WHERE r.tenant_id = 1 AND r.organization_id <> t.merchant_id LIMIT 1`,
    )
    .get() as { id: number; holder: number; merchantId: number }

  it('lists who holds the payment’s account, resets the restriction once, and the timeline says so', async () => {
    const holders = await json(
      TENANT,
      `api/crm/transactions/relationships?transactionId=${restricted.id}&pageSize=10`,
      {
        headers: live,
      },
    )
    expect(holders.data.map((r: { organizationId: number }) => r.organizationId)).toEqual([restricted.holder])
    const wrongOrg = await call(
      TENANT,
      `api/crm/transactions/${restricted.id}/reset-restriction?organizationId=${restricted.holder}`,
      { method: 'PUT', headers: { ...live, requestId: randomUUID() } },
    )
    expect(wrongOrg.status).toBe(400)
    const requestId = randomUUID()
    const reset = () =>
      call(TENANT, `api/crm/transactions/${restricted.id}/reset-restriction?organizationId=${restricted.merchantId}`, {
        method: 'PUT',
        headers: { ...live, requestId },
      })
    const first = await reset()
    expect(first.status).toBe(200)
    // A retry of the same request answers the same; a new request finds nothing to reset.
    expect((await reset()).status).toBe(200)
    const again = await call(
      TENANT,
      `api/crm/transactions/${restricted.id}/reset-restriction?organizationId=${restricted.merchantId}`,
      { method: 'PUT', headers: { ...live, requestId: randomUUID() } },
    )
    expect(again.status).toBe(409)
    const now = await json(TENANT, `api/crm/transactions/relationships?transactionId=${restricted.id}`, {
      headers: live,
    })
    expect(now.data.map((r: { organizationId: number }) => r.organizationId)).toEqual([restricted.merchantId])
    const events = await json(TENANT, `api/crm/transactions/${restricted.id}/events?pageSize=100`, { headers: live })
    expect(events.data.at(-1)).toMatchObject({ type: 'RestrictionReset', actor: 'Elif Kaya' })
  })

  it('deallocates a relationship by its four keys, and only with the permission', async () => {
    const page = await json(TENANT, 'api/crm/transactions/relationships?pageSize=1', { headers: live })
    const [one] = page.data as {
      organizationId: number
      transactionId: number
      accountReference: string
      websiteId: string
    }[]
    const body = {
      organizationId: one!.organizationId,
      transactionId: one!.transactionId,
      accountReference: one!.accountReference,
      websiteId: one!.websiteId,
    }
    const deallocate = (email: string) =>
      call(email, 'api/crm/transactions/relationships/deallocate', { method: 'PUT', body, headers: live })
    expect((await deallocate('analyst@sandbox.test')).status).toBe(403)
    expect((await deallocate(TENANT)).status).toBe(204)
    expect((await deallocate(TENANT)).status).toBe(404)
    const after = await json(TENANT, 'api/crm/transactions/relationships?pageSize=1', { headers: live })
    expect(after.count).toBe(page.count - 1)
    expect((await json('bosphorus@sandbox.test', 'api/crm/transactions/relationships')).data).not.toContainEqual(
      expect.objectContaining({ accountReference: one!.accountReference, organizationId: one!.organizationId }),
    )
  })
})
