// @paydeck/core/lookups: the active lists (countries, currencies, languages, payment methods, service providers,
// customers) as calls and as queries, an entry of their own so that pages which show none do not load them.
export { activeListQuery, fetchActiveList } from './lookups.api'
export type { ActiveListName, ActiveLists } from './lookups.api'
export type { Country, Currency, Customer, Language, PaymentMethod, ServiceProvider } from './lookups.schema'
