import type { HttpClient } from '../../http/http-client'
import {
  countriesSchema,
  currenciesSchema,
  customersSchema,
  languagesSchema,
  paymentMethodsSchema,
  serviceProvidersSchema,
} from './lookups.schema'

// Paths as the documents spell them; the request rules rewrite them per user kind.
export const fetchActiveCountries = (http: HttpClient) => http.json(countriesSchema, 'lookup/active-countries')
export const fetchActiveCurrencies = (http: HttpClient) => http.json(currenciesSchema, 'lookup/active-currencies')
export const fetchActiveLanguages = (http: HttpClient) => http.json(languagesSchema, 'lookup/active-languages')
export const fetchActiveCustomers = (http: HttpClient) => http.json(customersSchema, 'users/crm/active-customers')
export const fetchActivePaymentMethods = (http: HttpClient) =>
  http.json(paymentMethodsSchema, 'api/crm/lookup/active-payment-methods')
export const fetchServiceProviders = (http: HttpClient) =>
  http.json(serviceProvidersSchema, 'api/crm/transaction-service-providers')
