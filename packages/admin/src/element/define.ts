// @paydeck/admin/define: registers <paydeck-price-books>, <paydeck-pipelines>, <paydeck-roles>,
// <paydeck-staff-accounts>, <paydeck-tenants> and <paydeck-audit-log>.
import {
  AuditLogElement,
  PipelinesElement,
  PriceBooksElement,
  RolesElement,
  StaffAccountsElement,
  TenantsElement,
} from './index'

PriceBooksElement.define()
PipelinesElement.define()
RolesElement.define()
StaffAccountsElement.define()
TenantsElement.define()
AuditLogElement.define()
