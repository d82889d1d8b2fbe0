import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

describe('support labels', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  const call = (email: string, path: string, method = 'GET', body?: unknown) => api.call(email, path, { method, body })
  type Label = { labelId: number; value: string; isDefault: boolean }
  const labels = async (email: string) => (await (await call(email, 'support/labels')).json()) as Label[]

  it('starts every organisation with the three defaults, which cannot change', async () => {
    const defaults = await labels('merchant@sandbox.test')
    expect(defaults.map((label) => [label.value, label.isDefault])).toEqual([
      ['Pending', true],
      ['Done', true],
      ['In progress', true],
    ])
    const edit = await call('merchant@sandbox.test', `support/label/${defaults[0]!.labelId}`, 'PUT', {
      value: 'Waiting',
      color: '#000000',
    })
    expect(edit.status).toBe(409)
    expect(((await (await call('tenant@sandbox.test', 'crm/support/labels')).json()) as Label[])[0]!.labelId).not.toBe(
      defaults[0]!.labelId,
    )
  })

  it('refuses a name that is not alphanumeric or is a default, with the catalogue text', async () => {
    const bad = await call('merchant@sandbox.test', 'support/label', 'POST', { value: 'Urgent!', color: '#ff0000' })
    expect((await bad.json()).errors).toEqual({ value: ['This field is required and must be alphanumeric.'] })
    const taken = await call('merchant@sandbox.test', 'support/label', 'POST', { value: 'done', color: '#ff0000' })
    expect((await taken.json()).errors.value).toEqual(['done is one of the default labels; choose another name.'])
    const noColour = await call('merchant@sandbox.test', 'support/label', 'POST', { value: 'Urgent' })
    expect((await noColour.json()).errors).toEqual({ color: ['Choose a colour.'] })
  })

  it('creates, edits, reorders and deletes a label of its own', async () => {
    const created = (await (
      await call('merchant@sandbox.test', 'support/label', 'POST', { value: 'Chargeback', color: '#aa0000' })
    ).json()) as Label
    await call('merchant@sandbox.test', `support/label/${created.labelId}`, 'PUT', {
      value: 'Chargebacks',
      color: '#aa0000',
    })
    const ids = (await labels('merchant@sandbox.test')).map((label) => label.labelId)
    const reordered = [...ids].reverse()
    const response = await call('merchant@sandbox.test', 'support/labels/rearrange', 'POST', {
      newLabelIdsList: reordered,
    })
    expect(((await response.json()) as Label[]).map((label) => label.labelId)).toEqual(reordered)
    expect((await labels('merchant@sandbox.test'))[0]!.value).toBe('Chargebacks')
    const partial = await call('merchant@sandbox.test', 'support/labels/rearrange', 'POST', {
      newLabelIdsList: [ids[0]],
    })
    expect(partial.status).toBe(400)
    expect((await call('merchant@sandbox.test', `support/label/${created.labelId}`, 'DELETE')).status).toBe(204)
    expect((await labels('merchant@sandbox.test')).map((label) => label.value)).not.toContain('Chargebacks')
  })
})
