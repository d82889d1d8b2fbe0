import { openTo, type Answer, type RouteArea, type RoutePath } from '../../contract/route'
import {
  countriesSchema,
  currenciesSchema,
  customersSchema,
  languagesSchema,
  paymentMethodsSchema,
  serviceProvidersSchema,
} from './lookups.schema'

const list = <P extends RoutePath, A extends Answer>(path: P, summary: string, answer: A) =>
  ({ method: 'GET', path, summary, answer, madeBy: 'fetchActiveList' }) as const

export const lookupRoutes = {
  area: 'lookups',
  description: 'The active lists every form picks from (seed 000 section 3), fetched once per instance.',
  access: openTo('Reference lists every form and filter reads.'),
  routes: {
    activeCountries: list('lookup/active-countries', 'The active countries', countriesSchema),
    activeCurrencies: list('lookup/active-currencies', 'The active currencies', currenciesSchema),
    activeLanguages: list('lookup/active-languages', 'The active languages', languagesSchema),
    activeCustomers: {
      ...list('users/crm/active-customers', 'The active merchants of the tenant', customersSchema),
      by: ['tenant', 'platform'],
    },
    activePaymentMethods: list(
      'api/crm/lookup/active-payment-methods',
      'The active payment methods',
      paymentMethodsSchema,
    ),
    activeServiceProviders: list(
      'api/crm/transaction-service-providers',
      'The active service providers',
      serviceProvidersSchema,
    ),
  },
} satisfies RouteArea
