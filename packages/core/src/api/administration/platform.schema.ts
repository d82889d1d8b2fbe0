import * as z from 'zod/mini'
import { totalCountPageSchema } from '../../contract/page'

// What platform staff see of the tenants (crm/tenant-management/tenants), and the reference lists the settings
// pages show (countries, currencies, languages).

export const tenantSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  supportEmail: z.string(),
  layoutName: z.string(),
  baseCurrency: z.string(),
  merchants: z.number(),
  staff: z.number(),
})
export type TenantSummary = z.infer<typeof tenantSummarySchema>
export const tenantSummaryPageSchema = totalCountPageSchema(tenantSummarySchema)

export const tenantOverviewSchema = z.extend(tenantSummarySchema, {
  primaryColor: z.string(),
  sidebarColor: z.string(),
  /** The tenant's merchants by processing status (Live, SandboxEnabled, NoProcessing …). */
  merchantsByProcessing: z.array(z.object({ status: z.string(), count: z.number() })),
  activeStaff: z.number(),
  pricebooks: z.number(),
  pipelines: z.number(),
  /** Live sales and authorisations of the last 30 days. */
  paymentsLast30Days: z.number(),
})
export type TenantOverview = z.infer<typeof tenantOverviewSchema>

export const referenceKinds = ['countries', 'currencies', 'languages'] as const
export type ReferenceKind = (typeof referenceKinds)[number]

export const referenceItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Currencies only. */
  decimalPlaces: z.optional(z.number()),
})
export type ReferenceItem = z.infer<typeof referenceItemSchema>
export const referencePageSchema = totalCountPageSchema(referenceItemSchema)
export type ReferencePage = z.infer<typeof referencePageSchema>
