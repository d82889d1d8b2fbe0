import { describe, expect, it } from 'vitest'
import { PaydeckConfigError, PaydeckHttpError } from '../http/errors'
import { fetchActiveCustomers } from '../api/lookups/lookups.api'
import { API, sandboxClient } from '../testing/sandbox-client'
import { createPaydeck } from './create-paydeck'

describe('createPaydeck options', () => {
  it('names the wrong field', () => {
    expect(() => createPaydeck({ hosts: { api: 'not a url' }, auth: { getAccessToken: () => null } })).toThrow(
      /options\.hosts\.api/,
    )
    expect(() =>
      createPaydeck({ hosts: { api: 'https://api.example.test' }, auth: { getAccessToken: () => null } }),
    ).toThrow(/\/v1 suffix/)
    // @ts-expect-error a missing auth source is what is being tested
    expect(() => createPaydeck({ hosts: { api: API } })).toThrow(PaydeckConfigError)
  })

  it('derives the service hosts from the API origin and defaults to Live', () => {
    const paydeck = createPaydeck({ hosts: { api: API }, auth: { getAccessToken: () => null } })
    expect(paydeck.hosts.reporting).toBe('http://localhost:4000/reporting')
    expect(paydeck.session.getState().systemMode).toBe('Live')
  })
})

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
    await paydeck.session.loadActiveLists()
    expect(sent.at(-1)!.headers.get('Mode')).toBe('Test')
  })

  it('lets a live merchant switch mode and saves it under SystemMode', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    await paydeck.session.loadUserContext()
    paydeck.session.setSystemMode('Test')
    expect(paydeck.storage.getItem('SystemMode')).toBe('Test')
    expect(paydeck.session.getState().systemMode).toBe('Test')
  })

  it('loads a merchant’s lists from the merchant paths and never asks for customers', async () => {
    const { paydeck, sent } = await sandboxClient('merchant@sandbox.test')
    await paydeck.session.loadUserContext()
    await paydeck.session.loadActiveLists()
    const paths = sent.map((request) => new URL(request.url).pathname)
    expect(paths).toContain('/v1/crm/lookup/active-countries')
    expect(paths).toContain('/v1/crm/lookup/active-currencies')
    expect(paths).not.toContain('/v1/users/crm/active-customers')
    const state = paydeck.session.getState()
    expect(state.currencies.data.find((c) => c.code === 'JPY')?.decimalPlaces).toBe(0)
    expect(state.currencies.data.find((c) => c.code === 'BHD')?.decimalPlaces).toBe(3)
    expect(state.countries.data.some((c) => c.isoCode === 'TR' && c.name === 'Türkiye')).toBe(true)
    expect(state.paymentMethods.failed || state.serviceProviders.failed).toBe(false)
  })

  it('loads a tenant’s lists through the /crm prefix, with customers as list and map', async () => {
    const { paydeck, sent } = await sandboxClient('tenant@sandbox.test')
    await paydeck.session.loadUserContext()
    await paydeck.session.loadActiveLists()
    const paths = sent.map((request) => new URL(request.url).pathname)
    expect(paths).toContain('/v1/crm/lookup/active-languages')
    const state = paydeck.session.getState()
    expect(state.customers.data.length).toBeGreaterThan(2)
    const acme = state.customers.data.find((c) => c.name === 'Acme Coffee Ltd')!
    expect(state.customerNames[acme.id]).toBe('Acme Coffee Ltd')
    expect(state.customers.data.some((c) => c.name === 'Harbor Books Ltd')).toBe(false)
  })

  it('tells onError listeners of every failed call, until they unsubscribe', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const seen: string[] = []
    const stop = paydeck.http.onError((error) => seen.push(error.message))
    await fetchActiveCustomers(paydeck.http).catch(() => null)
    stop()
    await fetchActiveCustomers(paydeck.http).catch(() => null)
    expect(seen).toEqual(['You are not authorized to perform this action'])
  })

  it('reports the 403 text when a merchant asks for customers', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const failure = await fetchActiveCustomers(paydeck.http).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaydeckHttpError)
    expect((failure as PaydeckHttpError).status).toBe(403)
    expect((failure as Error).message).toBe('You are not authorized to perform this action')
  })

  it('sets only the failing list’s flags', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    await paydeck.session.loadUserContext()
    // A merchant forced onto the tenant path: the sandbox refuses customers, the other lists still load.
    paydeck.session.setState({ userKind: 'tenant' })
    await paydeck.session.loadActiveLists()
    const state = paydeck.session.getState()
    expect(state.customers).toMatchObject({ failed: true, loading: false })
    expect(state.countries).toMatchObject({ failed: false, loading: false })
  })

  it('answers can() from the user’s permissions, any one of a list', async () => {
    const { paydeck } = await sandboxClient('agent@sandbox.test')
    expect(paydeck.can('CRM.Support.Lookup')).toBe(false)
    await paydeck.session.loadUserContext()
    expect(paydeck.can('CRM.Support.Lookup')).toBe(true)
    expect(paydeck.can('Platform.Support.Lookup, CRM.Support.Lookup')).toBe(true)
    expect(paydeck.can('CRM.Transaction.View')).toBe(false)
  })

  it('clears the session and user type on sign-out, even when signing out fails', async () => {
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
    paydeck.storage.setItem('userType', 'tenant')
    const result = await failing.signOut()
    expect(result.ok).toBe(false)
    expect(failing.session.getState()).toMatchObject({ user: null, userKind: null, userStatus: 'idle' })
    expect(paydeck.storage.getItem('userType')).toBeNull()
  })
})
