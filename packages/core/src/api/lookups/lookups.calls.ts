import type { Call } from '../../contract/route'
import {
  countriesSchema,
  currenciesSchema,
  customersSchema,
  languagesSchema,
  paymentMethodsSchema,
  serviceProvidersSchema,
} from './lookups.schema'

// How the active lists are fetched, each a call of its own, paths as the documents spell them (the merchant's
// currencies path, not its countries path: spec-decisions); the request rules rewrite them per user kind. What the
// contract document says of them is in lookups.routes.ts.

export const lookupCalls = {
  activeCountries: { method: 'GET', path: 'lookup/active-countries', answer: countriesSchema },
  activeCurrencies: { method: 'GET', path: 'lookup/active-currencies', answer: currenciesSchema },
  activeLanguages: { method: 'GET', path: 'lookup/active-languages', answer: languagesSchema },
  activeCustomers: { method: 'GET', path: 'users/crm/active-customers', answer: customersSchema },
  activePaymentMethods: { method: 'GET', path: 'api/crm/lookup/active-payment-methods', answer: paymentMethodsSchema },
  activeServiceProviders: {
    method: 'GET',
    path: 'api/crm/transaction-service-providers',
    answer: serviceProvidersSchema,
  },
} as const satisfies Record<string, Call>
