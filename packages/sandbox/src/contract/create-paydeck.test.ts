import { describe, expect, it } from 'vitest'
import { createPaydeck, PaydeckHttpError } from '@paydeck/core'
import { activeListQuery, fetchActiveList } from '@paydeck/core/lookups'
import { IN_MEMORY_API as API, inMemoryClient as sandboxClient } from '../testing/in-memory-client'

// @paydeck/core's client against the real sandbox: the contract seen from both ends.

describe('against the sandbox', () => {
  it('loads the signed-in user context with Bearer, Mode and credentials', async () => {
    const { paydeck, sent, token } = await sandboxClient('merchant@sandbox.test')
    const user = await paydeck.session.loadUserContext()
    expect(user?.email).toBe('merchant@sandbox.test')
    expect(user?.legalBusinessName).toBe('Acme Coffee Ltd')
    expect(paydeck.session.getState().userKind).toBe('merchant')
    const request = sent[0]!
    expect(request.url).toBe(`${API}/users`)
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(request.headers.get('Mode')).toBe('Live')
    expect(request.credentials).toBe('include')
  })

  it('turns a rejected token into the sandbox’s message and a failed state', async () => {
    const { paydeck } = await sandboxClient(null, { auth: { getAccessToken: () => 'forged' } })
    expect(await paydeck.session.loadUserContext()).toBeNull()
    expect(paydeck.session.getState()).toMatchObject({
      userStatus: 'failed',
      userError: 'Your session has ended. Sign in again.',
    })
  })

  it('forces Test for a SandboxEnabled merchant and keeps it on the Mode header', async () => {
    const { paydeck, sent } = await sandboxClient('sandbox-merchant@sandbox.test')
    paydeck.storage.setItem('SystemMode', 'Live')
    await paydeck.session.loadUserContext()
    expect(paydeck.session.getState().systemMode).toBe('Test')
    paydeck.session.setSystemMode('Live')
    expect(paydeck.session.getState().systemMode).toBe('Test')
    await paydeck.queryClient.fetchQuery(activeListQuery(paydeck.http, 'countries'))
    expect(sent.at(-1)!.headers.get('Mode')).toBe('Test')
  })

  it('lets a live merchant switch mode and saves it under SystemMode', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    await paydeck.session.loadUserContext()
    paydeck.session.setSystemMode('Test')
    expect(paydeck.storage.getItem('SystemMode')).toBe('Test')
    expect(paydeck.session.getState().systemMode).toBe('Test')
  })

  it('loads a merchant’s lists from the merchant paths, once per instance', async () => {
    const { paydeck, sent } = await sandboxClient('merchant@sandbox.test')
    await paydeck.session.loadUserContext()
    const list = <K extends 'countries' | 'currencies' | 'paymentMethods' | 'serviceProviders'>(name: K) =>
      paydeck.queryClient.fetchQuery(activeListQuery(paydeck.http, name))
    const [countries, currencies] = await Promise.all([list('countries'), list('currencies'), list('countries')])
    await Promise.all([list('paymentMethods'), list('serviceProviders')])
    const paths = sent.map((request) => new URL(request.url).pathname)
    expect(paths).toContain('/v1/crm/lookup/active-countries')
    expect(paths).toContain('/v1/crm/lookup/active-currencies')
    expect(paths.filter((path) => path.endsWith('active-countries'))).toHaveLength(1)
    expect(currencies.find((c) => c.code === 'JPY')?.decimalPlaces).toBe(0)
    expect(currencies.find((c) => c.code === 'BHD')?.decimalPlaces).toBe(3)
    expect(countries.some((c) => c.isoCode === 'TR' && c.name === 'Türkiye')).toBe(true)
  })

  it('loads a tenant’s customers through the /crm prefix, its own merchants only', async () => {
    const { paydeck, sent } = await sandboxClient('tenant@sandbox.test')
    await paydeck.session.loadUserContext()
    const customers = await paydeck.queryClient.fetchQuery(activeListQuery(paydeck.http, 'customers'))
    expect(sent.map((request) => new URL(request.url).pathname)).toContain('/v1/users/crm/active-customers')
    expect(customers.length).toBeGreaterThan(2)
    expect(customers.some((c) => c.name === 'Acme Coffee Ltd')).toBe(true)
    expect(customers.some((c) => c.name === 'Harbor Books Ltd')).toBe(false)
  })

  it('tells onError listeners of every failed call, until they unsubscribe', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const seen: string[] = []
    const stop = paydeck.http.onError((error) => seen.push(error.message))
    await fetchActiveList(paydeck.http, 'customers').catch(() => null)
    stop()
    await fetchActiveList(paydeck.http, 'customers').catch(() => null)
    expect(seen).toEqual(['You are not authorized to perform this action'])
  })

  it('reports the 403 text when a merchant asks for customers', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const failure = await fetchActiveList(paydeck.http, 'customers').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaydeckHttpError)
    expect((failure as PaydeckHttpError).status).toBe(403)
    expect((failure as Error).message).toBe('You are not authorized to perform this action')
  })

  it('answers can() from the user’s permissions, any one of a list', async () => {
    const { paydeck } = await sandboxClient('agent@sandbox.test')
    expect(paydeck.can('CRM.Support.Lookup')).toBe(false)
    await paydeck.session.loadUserContext()
    expect(paydeck.can('CRM.Support.Lookup')).toBe(true)
    expect(paydeck.can('Platform.Support.Lookup, CRM.Support.Lookup')).toBe(true)
    expect(paydeck.can('CRM.Transaction.View')).toBe(false)
  })

  it('lets no user type stored by the previous user decide the next one’s calls', async () => {
    const { paydeck } = await sandboxClient('tenant@sandbox.test', {})
    paydeck.storage.setItem('userType', 'merchant')
    const next = createPaydeck({ hosts: { api: API }, storage: paydeck.storage, auth: { getAccessToken: () => null } })
    expect(next.session.getState().userKind).toBeNull()
  })

  it('clears the session, the user type and the cache on sign-out, even when signing out fails', async () => {
    const { paydeck } = await sandboxClient('tenant@sandbox.test', {})
    const failing = createPaydeck({
      hosts: { api: API },
      storage: paydeck.storage,
      auth: {
        getAccessToken: () => null,
        signOut: () => Promise.reject(new Error('provider unreachable')),
      },
    })
    failing.session.setState({ userKind: 'tenant', userStatus: 'ready' })
    failing.queryClient.setQueryData(['paydeck', 'active-list', 'customers'], [{ id: 1, name: 'Acme Coffee Ltd' }])
    paydeck.storage.setItem('userType', 'tenant')
    const result = await failing.signOut()
    expect(result.ok).toBe(false)
    expect(failing.queryClient.getQueryData(['paydeck', 'active-list', 'customers'])).toBeUndefined()
    expect(failing.session.getState()).toMatchObject({ user: null, userKind: null, userStatus: 'idle' })
    expect(paydeck.storage.getItem('userType')).toBeNull()
  })
})
