import type { RoleType } from '@paydeck/core/administration'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { roleKeys } from './role-queries'
import { Roles } from './roles-page'

/** `<paydeck-roles type="merchant">`: the roles of merchants' staff (`merchant`) or the tenant's own (`crm`). */
export const RolesElement = defineElement(
  ({ type = 'merchant', ...lifecycle }: { type?: RoleType } & WidgetLifecycleProps) => (
    <Roles key={type} type={type} {...lifecycle} />
  ),
  { tag: elementTags.roles, attributes: { type: 'string' }, host: paydeckElement, data: [roleKeys.all] },
)
