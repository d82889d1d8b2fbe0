// @paydeck/admin/define: registers <paydeck-price-books>, <paydeck-pipelines>, <paydeck-roles>,
// <paydeck-staff-accounts> and <paydeck-tenants>.
import { PipelinesElement, PriceBooksElement, RolesElement, StaffAccountsElement, TenantsElement } from './index'

PriceBooksElement.define()
PipelinesElement.define()
RolesElement.define()
StaffAccountsElement.define()
TenantsElement.define()
