import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import { disputeEvents, disputeStages, disputeStatuses, disputeTabs } from './dispute-model'
import { disputeCategories, disputeNetworks } from './dispute-reasons'
import { evidenceFileKinds, evidenceSourceKinds, evidenceTextFields } from './dispute-evidence'

// Disputes as the sandbox answers them (issue 66): the case, its timeline, the payment it is about and the evidence.

export const disputeSchema = z.object({
  id: z.number(),
  tenantId: z.number(),
  merchantId: z.number(),
  merchantName: z.string(),
  /** The payment disputed. */
  transactionId: z.number(),
  paymentReference: z.string(),
  /** The chargeback that holds its money, once one does (an inquiry holds none). */
  chargebackId: z.nullable(z.number()),
  stage: z.enum(disputeStages),
  status: z.enum(disputeStatuses),
  network: z.enum(disputeNetworks),
  reasonCode: z.string(),
  category: z.enum(disputeCategories),
  /** Minor units: what is disputed (may be less than the payment). */
  amount: z.number(),
  currency: z.string(),
  /** When the merchant's answer is due (ISO 8601, UTC). */
  dueBy: z.string(),
  opened: z.string(),
  updated: z.string(),
  closed: z.nullable(z.string()),
  /** Answers sent: once per stage. */
  submissions: z.number(),
})
export type Dispute = z.infer<typeof disputeSchema>

export const disputePageSchema = pageSchema(disputeSchema)
export type DisputePage = z.infer<typeof disputePageSchema>

/** What happened to a dispute: opened, each move, and the issuer's comments. */
export const disputeTimelineEvents = ['opened', ...disputeEvents] as const
export const disputeTimelineSchema = z.array(
  z.object({
    id: z.number(),
    at: z.string(),
    stage: z.enum(disputeStages),
    status: z.enum(disputeStatuses),
    event: z.enum(disputeTimelineEvents),
    /** Who: the network, or a user by name. */
    actor: z.string(),
    /** The issuer's comment, or the reason a user gave. */
    comment: z.nullable(z.string()),
  }),
)
export type DisputeTimeline = z.infer<typeof disputeTimelineSchema>

export const evidenceFileSchema = z.object({
  kind: z.enum(evidenceFileKinds),
  fileId: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number(),
})

/** The answer in the making, or as sent. */
export const evidenceSchema = z.object({
  texts: z.partialRecord(z.enum(evidenceTextFields), z.string()),
  files: z.array(evidenceFileSchema),
})

/** What the merchant's own records offer as evidence for a dispute (dispute-evidence.ts EvidenceSource). */
export const evidenceSourcesSchema = z.object({
  sources: z.array(
    z.object({
      source: z.enum(evidenceSourceKinds),
      id: z.string(),
      title: z.string(),
      at: z.nullable(z.string()),
      text: z.optional(z.object({ field: z.enum(evidenceTextFields), value: z.string() })),
      file: z.optional(evidenceFileSchema),
    }),
  ),
})

export const disputeDetailSchema = z.object({
  dispute: disputeSchema,
  /** The payment as the lookup shows it. */
  payment: z.object({
    id: z.number(),
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    created: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  }),
  timeline: disputeTimelineSchema,
  evidence: evidenceSchema,
  /** When the draft was last saved; when it was sent (then it is read only). */
  evidenceSaved: z.nullable(z.string()),
  submitted: z.nullable(z.string()),
})
export type DisputeDetail = z.infer<typeof disputeDetailSchema>

export const disputeListTabs = disputeTabs
/** How soon a dispute is due, as the list filters it. */
export const dueWithinFilters = ['overdue', '24h', '72h', '10d'] as const
export type DueWithin = (typeof dueWithinFilters)[number]
