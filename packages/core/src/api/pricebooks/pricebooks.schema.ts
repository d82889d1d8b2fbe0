import * as z from 'zod/mini'
import { totalCountPageSchema } from '../../contract/page'

// Price books (seed 002 sections 3 and 7): a tenant's fees for payments, by product and fee type, with pricing
// structures (fees by payment amount) and the fees a merchant would pay for one payment.

export const pricingTierSchema = z.object({
  /** The payment amount, in the price book's currency's major units, from which this value applies. */
  fromAmount: z.number(),
  value: z.number(),
})
export type PricingTier = z.infer<typeof pricingTierSchema>

export const pricebookEntrySchema = z.object({
  id: z.number(),
  productId: z.number(),
  feeTypeId: z.number(),
  feeTypeName: z.string(),
  /** % for a share of the payment, else the currency's symbol of a fixed fee. */
  feeSymbol: z.string(),
  value: z.number(),
  /** Values by payment amount, lowest band first; empty when the value is flat. */
  pricingStructure: z.array(pricingTierSchema),
})
export type PricebookEntry = z.infer<typeof pricebookEntrySchema>

export const pricebookProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The payment methods the product prices (codes); empty for every method. */
  paymentMethods: z.array(z.string()),
  /** The book's products sold with this one (seed 002's related products). */
  related: z.array(z.number()),
  entries: z.array(pricebookEntrySchema),
})
export type PricebookProduct = z.infer<typeof pricebookProductSchema>

export const pricebookSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  isStandard: z.boolean(),
  isActive: z.boolean(),
  ownerId: z.nullable(z.number()),
  ownerName: z.nullable(z.string()),
  currency: z.string(),
  products: z.number(),
  /** Proposals and agreements made from it. */
  documents: z.number(),
  updated: z.string(),
})
export type Pricebook = z.infer<typeof pricebookSchema>

export const pricebookPageSchema = totalCountPageSchema(pricebookSchema)
export type PricebookPage = z.infer<typeof pricebookPageSchema>

export const pricebookFilterTypes = ['all', 'active', 'inactive', 'standard'] as const
export type PricebookFilterType = (typeof pricebookFilterTypes)[number]

export const savePricebookSchema = z.object({
  name: z.string().check(z.maxLength(500)),
  description: z.string().check(z.maxLength(2_000)),
  isStandard: z.boolean(),
  isActive: z.boolean(),
  ownerId: z.nullable(z.int()),
})
export type SavePricebook = z.infer<typeof savePricebookSchema>

export const saveProductSchema = z.object({
  name: z.string().check(z.maxLength(500)),
  paymentMethods: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(50)),
})
export type SaveProduct = z.infer<typeof saveProductSchema>

export const relatedProductsSchema = z.object({ productIds: z.array(z.int()).check(z.maxLength(100)) })
export const relatedProductSchema = z.object({ id: z.number(), name: z.string() })
export type RelatedProduct = z.infer<typeof relatedProductSchema>

export const saveEntrySchema = z.object({ productId: z.int(), feeTypeId: z.int(), value: z.number() })
export type SaveEntry = z.infer<typeof saveEntrySchema>

export const saveStructureSchema = z.object({ tiers: z.array(pricingTierSchema).check(z.maxLength(20)) })

export const feeTypeDetailsSchema = z.object({
  feeTypeId: z.number(),
  feeTypeName: z.string(),
  feeSymbol: z.string(),
  /** When it is charged: on each payment, on a payment in another currency, or on an event. */
  chargedOn: z.enum(['payment', 'conversion', 'chargeback', 'refund', 'payout']),
})
export type FeeTypeDetails = z.infer<typeof feeTypeDetailsSchema>

/** What one payment would cost a merchant under a price book. */
export const feePreviewSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  paymentMethod: z.string(),
  /** The fees of the payment, in the payment's currency's minor units. */
  lines: z.array(
    z.object({
      productName: z.string(),
      feeTypeName: z.string(),
      feeSymbol: z.string(),
      /** The value that applies: the band's for a pricing structure. */
      value: z.number(),
      fee: z.number(),
    }),
  ),
  total: z.number(),
  /** Fees the product charges on events rather than on the payment (chargebacks, refunds, payouts). */
  onEvents: z.array(
    z.object({
      productName: z.string(),
      feeTypeName: z.string(),
      feeSymbol: z.string(),
      value: z.number(),
      chargedOn: z.string(),
    }),
  ),
})
export type FeePreview = z.infer<typeof feePreviewSchema>

/** A proposal made from a price book and sent to a merchant (its fees copied from the price book). */
export const sendProposalSchema = z.object({
  merchantId: z.int(),
  boardingFee: z.number(),
  accountConfigurationFee: z.number(),
  bankAccountSetupFee: z.number(),
  monthlyMinimumFee: z.number(),
  gatewayMonthlyAccess: z.number(),
})
export type SendProposal = z.infer<typeof sendProposalSchema>
