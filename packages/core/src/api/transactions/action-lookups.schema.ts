import * as z from 'zod/mini'

// The lists an action's dialog offers (seed 001's lookups): reasons by transaction type, to decline (Declined) or to
// approve (Captured); payment channels, an organisation's active websites.

export const reasonSchema = z.object({ id: z.number(), name: z.string() })
export type Reason = z.infer<typeof reasonSchema>
export const reasonsSchema = z.array(reasonSchema)

export type ReasonKind = 'Declined' | 'Captured'

export const paymentChannelSchema = z.object({
  id: z.number(),
  name: z.string(),
  serviceProvider: z.string(),
  mid: z.string(),
  paymentMethods: z.array(z.string()),
  isActive: z.boolean(),
})
export type PaymentChannel = z.infer<typeof paymentChannelSchema>

export const websiteSchema = z.object({ id: z.string(), name: z.string(), url: z.string() })
export type Website = z.infer<typeof websiteSchema>
