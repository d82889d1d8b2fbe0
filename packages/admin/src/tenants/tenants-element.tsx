import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { tenantKeys } from './tenant-queries'
import { Tenants } from './tenants-page'

/** `<paydeck-tenants>`: the platform's tenants, each opened to its overview and staff (platform staff). */
export const TenantsElement = defineElement(Tenants, {
  tag: elementTags.tenants,
  host: paydeckElement,
  data: [tenantKeys.all],
})
