import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { userContextSchema } from '@paydeck/core/schemas'
import { createSandbox } from './sandbox'

const api = (path: string, token?: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:4000/v1/${path}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  })

describe('sandbox API', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())

  it('refuses calls without a valid bearer token', async () => {
    expect((await sandbox.fetch(api('users'))).status).toBe(401)
    expect((await sandbox.fetch(api('users', 'not-a-token'))).status).toBe(401)
  })

  it('serves each demo user’s context in the contract’s shape', async () => {
    for (const email of ['merchant@sandbox.test', 'tenant@sandbox.test', 'platform@sandbox.test']) {
      const response = await sandbox.fetch(api('users', await sandbox.issueAccessToken(email)))
      expect(response.status).toBe(200)
      expect(userContextSchema.parse(await response.json()).email).toBe(email)
    }
  })

  it('gives the two tenants different themes and layouts', async () => {
    const northwind = await (
      await sandbox.fetch(api('users', await sandbox.issueAccessToken('tenant@sandbox.test')))
    ).json()
    const bosphorus = await (
      await sandbox.fetch(api('users', await sandbox.issueAccessToken('bosphorus@sandbox.test')))
    ).json()
    expect(northwind.themeSettings.layoutName).toBe('vertical-layout-1')
    expect(northwind.themeSettings.sidebarBackgroundColor).toBe('#2e43fe')
    expect(bosphorus.themeSettings.layoutName).toBe('vertical-v2')
    expect(bosphorus.themeSettings.primaryColor).not.toBe(northwind.themeSettings.primaryColor)
  })

  it('has a tenant for each of the four layouts, each with its favicon and logo served as SVG', async () => {
    const layouts = new Set<string>()
    for (const email of [
      'tenant@sandbox.test',
      'bosphorus@sandbox.test',
      'meridian@sandbox.test',
      'atlas@sandbox.test',
    ]) {
      const user = userContextSchema.parse(
        await (await sandbox.fetch(api('users', await sandbox.issueAccessToken(email)))).json(),
      )
      layouts.add(user.themeSettings.layoutName)
      const favicon = await sandbox.fetch(new Request(user.favIconSource!))
      expect(favicon.headers.get('content-type')).toBe('image/svg+xml')
      expect(await (await sandbox.fetch(new Request(user.checkoutLogoSource!))).text()).toContain(user.tenant.name)
    }
    expect([...layouts].sort()).toEqual(['Entreprise', 'Material', 'vertical-layout-1', 'vertical-v2'])
  })

  it('enforces permissions with the catalogue’s 403 text', async () => {
    const response = await sandbox.fetch(
      api('users/crm/active-customers', await sandbox.issueAccessToken('merchant@sandbox.test')),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      status: 403,
      detail: 'You are not authorized to perform this action',
    })
  })

  it('rejects a Mode header that is neither Test nor Live with a validation problem', async () => {
    const token = await sandbox.issueAccessToken('merchant@sandbox.test')
    const response = await sandbox.fetch(api('users', token, { Mode: 'Staging' }))
    expect(response.status).toBe(400)
    expect((await response.json()).errors.Mode[0]).toMatch(/Test or Live/)
  })

  it('answers CORS preflights only for the known app origins', async () => {
    const preflight = (origin: string) =>
      sandbox.fetch(
        new Request('http://localhost:4000/v1/users', {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'authorization,mode',
          },
        }),
      )
    const allowed = await preflight('http://localhost:5173')
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    expect((await preflight('https://evil.example')).headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('serves the OpenAPI document with itself as the server, to anyone', async () => {
    const response = await sandbox.fetch(new Request('http://localhost:4000/openapi.json'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    const document = await response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: 'http://localhost:4000', description: 'The API host’s origin' }])
    expect(Object.keys(document.paths['/v1/users'])).toContain('get')
  })
})

describe('the contract log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-contract-'))
  const log = join(dir, 'contract.jsonl')
  const sandbox = createSandbox({ database: ':memory:', contractLog: log })
  afterAll(async () => {
    await sandbox.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes each call a service answers, with its path on the origin and its JSON answer', async () => {
    const token = await sandbox.issueAccessToken('merchant@sandbox.test')
    await sandbox.fetch(api('users', token))
    await sandbox.fetch(new Request('http://localhost:4000/reporting/report-v2/reports'))
    const [users, reports] = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(users).toMatchObject({ host: 'api', method: 'GET', path: '/v1/users', status: 200 })
    expect(users.body.email).toBe('merchant@sandbox.test')
    expect(reports).toMatchObject({ host: 'reporting', path: '/reporting/report-v2/reports', status: 401 })
  })
})

describe('sandbox persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-sandbox-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps tokens, keys and data across a restart', async () => {
    const database = join(dir, 'sandbox.sqlite')
    const first = createSandbox({ database })
    const token = await first.issueAccessToken('agent@sandbox.test')
    await first.close()
    const second = createSandbox({ database })
    const response = await second.fetch(api('users', token))
    expect(response.status).toBe(200)
    expect((await response.json()).email).toBe('agent@sandbox.test')
    await second.close()
  })
})
