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
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'

/** The active lists, served at every path the client's request rules produce. */
export function lookupRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...params)

  const countries = () =>
    countriesSchema.parse(all('SELECT id, iso_code AS isoCode, name FROM countries WHERE is_active = 1 ORDER BY name'))
  const currencies = () =>
    currenciesSchema.parse(
      all('SELECT id, code, name, decimal_places AS decimalPlaces FROM currencies WHERE is_active = 1 ORDER BY code'),
    )
  const languages = () =>
    languagesSchema.parse(all('SELECT id, code, name FROM languages WHERE is_active = 1 ORDER BY name'))

  bind(app, 'activeCountries', (c) => c.json(countries()))
  bind(app, 'activeCurrencies', (c) => c.json(currencies()))
  bind(app, 'activeLanguages', (c) => c.json(languages()))

  // Tenant staff see their tenant's merchants, platform staff every merchant; merchants have no customers.
  bind(app, 'activeCustomers', (c) => {
    const { user, kind } = c.get('caller')
    const rows =
      kind === 'platform'
        ? all(`SELECT id, legal_business_name AS name FROM merchants WHERE merchant_status = 'Active' ORDER BY name`)
        : all(
            `SELECT id, legal_business_name AS name FROM merchants WHERE merchant_status = 'Active' AND tenant_id = ? ORDER BY name`,
            user.tenantId,
          )
    return c.json(customersSchema.parse(rows))
  })

  bind(app, 'activePaymentMethods', (c) =>
    c.json(
      paymentMethodsSchema.parse(all('SELECT id, code, name FROM payment_methods WHERE is_active = 1 ORDER BY name')),
    ),
  )
  bind(app, 'activeServiceProviders', (c) =>
    c.json(
      serviceProvidersSchema.parse(all('SELECT id, name FROM service_providers WHERE is_active = 1 ORDER BY name')),
    ),
  )
  return app
}
