import { describe, expect, it } from 'vitest'
import {
  dependsOnUserKind,
  headerRules,
  hostRules,
  outgoingHeaders,
  pathRules,
  requestCredentials,
  resolveUrl,
  type Hosts,
} from './request-rules'

const hosts: Hosts = {
  api: 'https://api.example.test/v1',
  reporting: 'https://reports.example.test',
  wh: 'https://hooks.example.test',
  wh2: 'https://hooks2.example.test',
  fs: 'https://files.example.test',
  acc: 'https://accounting.example.test',
  banking: 'https://banking.example.test',
}

describe('host rules', () => {
  it('has one row per service host', () => {
    expect(hostRules.map((rule) => rule.host)).toEqual(['reporting', 'wh', 'wh2', 'fs', 'acc', 'banking'])
  })
  it('sends reporting/ paths to the reporting host', () => {
    expect(resolveUrl('/reporting/crm/reports/transactions-lookup-v2', hosts, 'tenant')).toBe(
      'https://reports.example.test/crm/reports/transactions-lookup-v2',
    )
  })
  it('sends wh/ paths to the webhook host', () => {
    expect(resolveUrl('wh/api/crm/notifications/transaction-webhooks/7', hosts, 'tenant')).toBe(
      'https://hooks.example.test/api/crm/notifications/transaction-webhooks/7',
    )
  })
  it('sends wh2/ paths to the second webhook host', () => {
    expect(resolveUrl('wh2/api/crm/notifications/transaction-webhooks/7', hosts, 'tenant')).toBe(
      'https://hooks2.example.test/api/crm/notifications/transaction-webhooks/7',
    )
  })
  it('sends fs/ paths to the file host', () => {
    expect(resolveUrl('/fs/file/abc/details', hosts, 'merchant')).toBe('https://files.example.test/file/abc/details')
  })
  it('sends acc/ paths to the accounting host', () => {
    expect(resolveUrl('/acc/customers/1/transactions/2/accounting-entries', hosts, 'platform')).toBe(
      'https://accounting.example.test/customers/1/transactions/2/accounting-entries',
    )
  })
  it('sends banking/ paths to the banking host', () => {
    expect(resolveUrl('/banking/a/payments/b', hosts, 'platform')).toBe('https://banking.example.test/a/payments/b')
  })
  it('sends everything else to the API base with its /v1', () => {
    expect(resolveUrl('/users', hosts, null)).toBe('https://api.example.test/v1/users')
  })
})

describe('path rules', () => {
  it('has the rows the documents describe', () => {
    expect(pathRules.map((rule) => rule.name)).toHaveLength(3)
  })
  it('sends a merchant’s active countries to the CRM lookup path', () => {
    expect(resolveUrl('lookup/active-countries', hosts, 'merchant')).toBe(
      'https://api.example.test/v1/crm/lookup/active-countries',
    )
  })
  it('sends a merchant’s active currencies to the CRM currencies path, not the countries one', () => {
    expect(resolveUrl('lookup/active-currencies', hosts, 'merchant')).toBe(
      'https://api.example.test/v1/crm/lookup/active-currencies',
    )
  })
  it('puts /crm before a tenant staff member’s calls, keeping the query', () => {
    expect(resolveUrl('/support/ticket/my?pageIndex=0', hosts, 'tenant')).toBe(
      'https://api.example.test/v1/crm/support/ticket/my?pageIndex=0',
    )
  })
  it('leaves tenant staff paths that are already scoped, and the user context, alone', () => {
    expect(resolveUrl('crm/dashboard', hosts, 'tenant')).toBe('https://api.example.test/v1/crm/dashboard')
    expect(resolveUrl('api/crm/lookup/active-payment-methods', hosts, 'tenant')).toBe(
      'https://api.example.test/v1/api/crm/lookup/active-payment-methods',
    )
    expect(resolveUrl('users', hosts, 'tenant')).toBe('https://api.example.test/v1/users')
  })
  it('does not rewrite platform staff or unknown users', () => {
    expect(resolveUrl('support/ticket/my', hosts, 'platform')).toBe('https://api.example.test/v1/support/ticket/my')
    expect(resolveUrl('lookup/active-countries', hosts, null)).toBe(
      'https://api.example.test/v1/lookup/active-countries',
    )
  })
})

describe('header rules', () => {
  it('has the Authorization, Mode and Accept-Language rows', () => {
    expect(headerRules.map((rule) => rule.header)).toEqual(['Authorization', 'Mode', 'Accept-Language'])
  })
  it("asks for the user's language", () => {
    expect(
      outgoingHeaders({ accessToken: null, systemMode: 'Live', userKind: null, locale: 'tr' })['Accept-Language'],
    ).toBe('tr')
  })
  it('sends the access token as a Bearer token, and nothing without one', () => {
    expect(
      outgoingHeaders({ accessToken: 'abc', systemMode: 'Live', userKind: null, locale: 'en' }).Authorization,
    ).toBe('Bearer abc')
    expect(outgoingHeaders({ accessToken: null, systemMode: 'Live', userKind: null, locale: 'en' })).not.toHaveProperty(
      'Authorization',
    )
  })
  it('sends the stored system mode as Mode', () => {
    expect(outgoingHeaders({ accessToken: null, systemMode: 'Test', userKind: 'merchant', locale: 'en' }).Mode).toBe(
      'Test',
    )
  })
  it('sends credentials with every call', () => {
    expect(requestCredentials).toBe('include')
  })
})

describe('which paths depend on the kind of user', () => {
  it('names the paths a rule rewrites for some kind: a tenant’s /crm paths, a merchant’s lookups', () => {
    expect(dependsOnUserKind('support/labels')).toBe(true)
    expect(dependsOnUserKind('/support/labels?x=1')).toBe(true)
    expect(dependsOnUserKind('lookup/active-currencies')).toBe(true)
  })
  it('leaves out what every kind calls alike: the user context, the API and CRM paths, the other hosts', () => {
    // The user's context above all: a call waiting for it may not be it, or the first call would wait on itself.
    expect(dependsOnUserKind('users')).toBe(false)
    expect(dependsOnUserKind('api/in-app-notifications')).toBe(false)
    expect(dependsOnUserKind('crm/support/labels')).toBe(false)
    expect(dependsOnUserKind('reporting/transactions')).toBe(false)
  })
})
