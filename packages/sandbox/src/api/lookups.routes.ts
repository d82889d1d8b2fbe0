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
import { requireKind, type ApiEnv } from './auth.middleware'

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

  for (const prefix of ['/lookup', '/crm/lookup']) {
    app.get(`${prefix}/active-countries`, (c) => c.json(countries()))
    app.get(`${prefix}/active-currencies`, (c) => c.json(currencies()))
    app.get(`${prefix}/active-languages`, (c) => c.json(languages()))
  }

  // Tenant staff see their tenant's merchants, platform staff every merchant; merchants have no customers.
  app.get('/users/crm/active-customers', requireKind('tenant', 'platform'), (c) => {
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

  app.get('/api/crm/lookup/active-payment-methods', (c) =>
    c.json(
      paymentMethodsSchema.parse(all('SELECT id, code, name FROM payment_methods WHERE is_active = 1 ORDER BY name')),
    ),
  )
  app.get('/api/crm/transaction-service-providers', (c) =>
    c.json(
      serviceProvidersSchema.parse(all('SELECT id, name FROM service_providers WHERE is_active = 1 ORDER BY name')),
    ),
  )
  return app
}
