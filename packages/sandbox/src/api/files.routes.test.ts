import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

describe('ticket files', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call } = apiCaller(sandbox, 'http://localhost:4000/fs')
  const upload = (email: string, file: File) => {
    const form = new FormData()
    form.append('file', file)
    return call(email, 'file', { method: 'POST', body: form })
  }

  it('keeps an allowed file for its organisation, and deletes it', async () => {
    const response = await upload(
      'merchant@sandbox.test',
      new File(['order,amount\n10482,12.50\n'], 'refund.csv', { type: 'text/csv' }),
    )
    expect(response.status).toBe(201)
    const { fileId } = (await response.json()) as { fileId: string }
    expect(await (await call('tenant@sandbox.test', `file/${fileId}`)).text()).toBe('order,amount\n10482,12.50\n')
    expect(await (await call('merchant@sandbox.test', `file/${fileId}/details`)).json()).toMatchObject({
      name: 'refund.csv',
      size: 25,
    })
    expect((await call('bosphorus@sandbox.test', `file/${fileId}`)).status).toBe(404)
    expect((await call('merchant@sandbox.test', `file/${fileId}`, { method: 'DELETE' })).status).toBe(204)
    expect((await call('merchant@sandbox.test', `file/${fileId}`)).status).toBe(404)
  })

  it('refuses a file over 5 MB and an executable, in the upload control’s words', async () => {
    const big = await upload(
      'merchant@sandbox.test',
      new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }),
    )
    expect(big.status).toBe(400)
    expect((await big.json()).errors).toEqual({ file: ['File scan.pdf size bigger than allowed'] })
    const exe = await upload(
      'merchant@sandbox.test',
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    )
    expect((await exe.json()).errors).toEqual({ file: ['File type not allowed setup.exe'] })
  })
})
