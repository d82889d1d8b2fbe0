import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'

// PID relationships (seed 001): a payer's account (its PID, the account reference) belongs to one organisation per
// website. A payment from an account another organisation holds is restricted until staff reset the restriction
// (the account passes to the transaction's organisation) or deallocate the other organisation's relationship.

export const pidRelationshipSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  websiteId: z.string(),
  accountReference: z.string(),
  transactionId: z.number(),
  requestType: z.enum(['Payment', 'Payout']),
  created: z.string(),
})
export type PidRelationship = z.infer<typeof pidRelationshipSchema>
export const pidRelationshipPageSchema = pageSchema(pidRelationshipSchema)

export interface RelationshipQuery {
  pageIndex: number
  pageSize: number
  externalOrganizationId?: number
  /** The relationships of this transaction's payer account, whoever holds them. */
  transactionId?: number
  websiteId?: string
  requestType?: 'Payment' | 'Payout'
}

export const deallocationSchema = z.object({
  organizationId: z.int().check(z.positive()),
  transactionId: z.int().check(z.positive()),
  accountReference: z.string().check(z.minLength(1), z.maxLength(64)),
  websiteId: z.string().check(z.minLength(1), z.maxLength(200)),
})
export type Deallocation = z.infer<typeof deallocationSchema>
