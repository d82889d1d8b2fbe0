// @paydeck/admin/tenants: the platform's tenants and its reference data.
export { Tenants } from './tenants-page'
export { ReferenceList } from './reference-page'
export type { ReferenceListProps } from './reference-page'
