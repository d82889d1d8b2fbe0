// @paydeck/admin/element: the setup screens' element classes, each in a module of its own (a page loads the ones
// it shows), registered by nobody (./define registers them all).
export { PriceBooksElement } from '../price-books/price-books-element'
export { PipelinesElement } from '../pipelines/pipelines-element'
export { RolesElement } from '../roles/roles-element'
export { StaffAccountsElement } from '../staff/staff-element'
export { TenantsElement } from '../tenants/tenants-element'
export { AuditLogElement } from '../audit/audit-element'
