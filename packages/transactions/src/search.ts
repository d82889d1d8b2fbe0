// @paydeck/transactions/search: the lookup's state as search params, apart from the widgets, so that an app's router
// validates its URLs without loading the lookup.
export { filtersFromQueryString, filtersToQueryString, lookupSearchSchema } from './lookup/search-schema'
export type { LookupSearch } from './lookup/search-schema'
