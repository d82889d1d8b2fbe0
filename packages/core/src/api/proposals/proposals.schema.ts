import * as z from 'zod/mini'

// Proposals and agreements (seed 002 sections 3 and 4): one shape, the body and entries under their own names.

export const proposalStatusSchema = z.enum(['Created', 'PendingApproval', 'Accepted', 'Rejected'])
export const agreementStatusSchema = z.enum(['Created', 'PendingAcceptance', 'Accepted', 'Rejected'])
export type ProposalStatus = z.infer<typeof proposalStatusSchema>
export type AgreementStatus = z.infer<typeof agreementStatusSchema>

export const feeItemSchema = z.object({
  id: z.number(),
  feeTypeId: z.number(),
  feeTypeName: z.string(),
  feeSymbol: z.string(),
  value: z.number(),
})
export const productEntrySchema = z.object({
  productId: z.number(),
  productName: z.string(),
  items: z.array(feeItemSchema),
})
export type FeeItem = z.infer<typeof feeItemSchema>
export type ProductEntry = z.infer<typeof productEntrySchema>

/** A proposal's or agreement's one-off and monthly fees (seed 002), in the order they are shown. */
export const documentFeeFields = [
  'boardingFee',
  'accountConfigurationFee',
  'bankAccountSetupFee',
  'monthlyMinimumFee',
  'gatewayMonthlyAccess',
] as const
export type DocumentFeeField = (typeof documentFeeFields)[number]

const commercialTerms = {
  id: z.number(),
  created: z.string(),
  version: z.number(),
  rejectReason: z.nullable(z.string()),
  merchantName: z.string(),
  tenantName: z.string(),
  pricebookId: z.number(),
  boardingFee: z.number(),
  accountConfigurationFee: z.number(),
  bankAccountSetupFee: z.number(),
  monthlyMinimumFee: z.number(),
  gatewayMonthlyAccess: z.number(),
}

export const proposalSchema = z.object({
  ...commercialTerms,
  status: proposalStatusSchema,
  proposalBody: z.string(),
  proposalEntries: z.array(productEntrySchema),
})
export const agreementSchema = z.object({
  ...commercialTerms,
  status: agreementStatusSchema,
  agreementBody: z.string(),
  agreementEntries: z.array(productEntrySchema),
})
export type Proposal = z.infer<typeof proposalSchema>
export type Agreement = z.infer<typeof agreementSchema>

/** PUT …/respond: Accepted, or Rejected with its reason (seed 001's reject dialog: response and rejectReason). */
export const responsePayloadSchema = z.discriminatedUnion('response', [
  z.object({ response: z.literal('Accepted') }),
  z.object({ response: z.literal('Rejected'), rejectReason: z.string().check(z.trim(), z.minLength(1)) }),
])
export type ResponsePayload = z.infer<typeof responsePayloadSchema>

export const feeTypesSchema = z.array(z.object({ feeTypeId: z.number(), feeTypeName: z.string() }))
export type FeeType = z.infer<typeof feeTypesSchema>[number]
