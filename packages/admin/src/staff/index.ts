// @paydeck/admin/staff: the tenant's staff accounts and their grants.
export { StaffAccounts } from './staff-accounts-page'
