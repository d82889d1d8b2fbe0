import type { RoleType } from '@paydeck/core/administration'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { Pipelines } from '../pipelines/pipelines-page'
import { pipelineKeys } from '../pipelines/pipeline-queries'
import { PriceBooks } from '../price-books/pricebooks-page'
import { bookKeys } from '../price-books/pricebook-queries'
import { roleKeys } from '../roles/role-queries'
import { Roles } from '../roles/roles-page'
import { userKeys } from '../staff/user-queries'
import { StaffAccounts } from '../staff/staff-accounts-page'
import { tenantKeys } from '../tenants/tenant-queries'
import { Tenants } from '../tenants/tenants-page'

/** `<paydeck-price-books>`: the tenant's price books, their products and fees, and proposals made from them. */
export const PriceBooksElement = defineElement(PriceBooks, {
  tag: elementTags.priceBooks,
  host: paydeckElement,
  data: [bookKeys.all],
})

/** `<paydeck-pipelines>`: the tenant's pipelines and their stages. */
export const PipelinesElement = defineElement(Pipelines, {
  tag: elementTags.pipelines,
  host: paydeckElement,
  data: [pipelineKeys.all],
})

/** `<paydeck-roles type="merchant">`: the roles of merchants' staff (`merchant`) or the tenant's own (`crm`). */
export const RolesElement = defineElement(
  ({ type = 'merchant', ...lifecycle }: { type?: RoleType } & WidgetLifecycleProps) => (
    <Roles key={type} type={type} {...lifecycle} />
  ),
  { tag: elementTags.roles, attributes: { type: 'string' }, host: paydeckElement, data: [roleKeys.all] },
)

/** `<paydeck-staff-accounts>`: the tenant's staff accounts, their roles and grants. */
export const StaffAccountsElement = defineElement(StaffAccounts, {
  tag: elementTags.staffAccounts,
  host: paydeckElement,
  data: [userKeys.all, roleKeys.all],
})

/** `<paydeck-tenants>`: the platform's tenants, each opened to its overview and staff (platform staff). */
export const TenantsElement = defineElement(Tenants, {
  tag: elementTags.tenants,
  host: paydeckElement,
  data: [tenantKeys.all],
})
