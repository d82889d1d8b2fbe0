import { Hono } from 'hono'
import {
  countriesSchema,
  currenciesSchema,
  customersSchema,
  languagesSchema,
  paymentMethodsSchema,
  serviceProvidersSchema,
} from '@paydeck/core/schemas'
import type { SandboxDatabase } from '../db/database'
import { activeLists } from '../db/references'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'

/** The active lists, served at every path the client's request rules produce. */
export function lookupRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const lists = activeLists(db)
  const countries = () => countriesSchema.parse(lists.countries())
  const currencies = () => currenciesSchema.parse(lists.currencies())
  const languages = () => languagesSchema.parse(lists.languages())

  bind(app, 'activeCountries', (c) => c.json(countries()))
  bind(app, 'activeCurrencies', (c) => c.json(currencies()))
  bind(app, 'activeLanguages', (c) => c.json(languages()))

  // Tenant staff see their tenant's merchants, platform staff every merchant; merchants have no customers.
  bind(app, 'activeCustomers', (c) => {
    const { user, kind } = c.get('caller')
    return c.json(customersSchema.parse(lists.customers(kind === 'platform' ? null : user.tenantId)))
  })
  bind(app, 'activePaymentMethods', (c) => c.json(paymentMethodsSchema.parse(lists.paymentMethods())))
  bind(app, 'activeServiceProviders', (c) => c.json(serviceProvidersSchema.parse(lists.serviceProviders())))
  return app
}
