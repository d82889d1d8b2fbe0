import * as z from 'zod/mini'
import type { UserKind } from '@paydeck/react'

/** Where each side reads its tickets (the sandbox's ticket notifications link here too). */
export const supportTicketsPath: Record<UserKind, string> = {
  merchant: 'merchant/support-tickets',
  tenant: 'tenant/support-tickets',
  platform: 'platform/support-tickets',
}

/** ?ticket= opens one; ?channel= picks tenant staff's list. A bad value is dropped, never an error page. */
export const supportSearch = z.object({
  ticket: z.catch(z.optional(z.int().check(z.positive())), undefined),
  channel: z.catch(z.optional(z.enum(['CustomerToTenant', 'TenantToPlatform'])), undefined),
})
export type SupportSearch = z.infer<typeof supportSearch>
