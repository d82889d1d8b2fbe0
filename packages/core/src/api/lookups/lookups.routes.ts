import { described, openTo, type RouteArea } from '../../contract/route'
import { lookupCalls } from './lookups.calls'

const list = (summary: string) => ({ summary, madeBy: 'fetchActiveList' })

export const lookupRoutes = {
  area: 'lookups',
  description: 'The active lists every form picks from (seed 000 section 3), fetched once per instance.',
  access: openTo('Reference lists every form and filter reads.'),
  routes: described(lookupCalls, {
    activeCountries: list('The active countries'),
    activeCurrencies: list('The active currencies'),
    activeLanguages: list('The active languages'),
    activeCustomers: { ...list('The active merchants of the tenant'), by: ['tenant', 'platform'] },
    activePaymentMethods: list('The active payment methods'),
    activeServiceProviders: list('The active service providers'),
  }),
} satisfies RouteArea
