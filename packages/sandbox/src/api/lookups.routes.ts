import { lookupRoutes as lookupArea } from '@paydeck/core/openapi'
import type { SandboxDatabase } from '../db/database'
import { activeLists } from '../db/references'
import { implement } from './implement'

/** The active lists, served at every path the client's request rules produce. */
export function lookupRoutes(db: SandboxDatabase) {
  const lists = activeLists(db)
  return implement(lookupArea, {
    activeCountries: () => lists.countries(),
    activeCurrencies: () => lists.currencies(),
    activeLanguages: () => lists.languages(),
    // Tenant staff see their tenant's merchants, platform staff every merchant; merchants have no customers.
    activeCustomers: ({ caller }) => lists.customers(caller.kind === 'platform' ? null : caller.user.tenantId),
    activePaymentMethods: () => lists.paymentMethods(),
    activeServiceProviders: () => lists.serviceProviders(),
  })
}
