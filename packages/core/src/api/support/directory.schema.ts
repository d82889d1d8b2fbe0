import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'

// The directory the support forms look up (seed 000 section 7): tenants, their people and customers.

export const tenantSchema = z.object({ id: z.number(), name: z.string() })
export type Tenant = z.infer<typeof tenantSchema>
export const tenantPageSchema = pageSchema(tenantSchema)

export const tenantDetailsSchema = z.object({ id: z.number(), name: z.string(), supportEmail: z.string() })
export type TenantDetails = z.infer<typeof tenantDetailsSchema>

export const emailSenderSchema = z.object({ emailSenderAddress: z.string() })

/** A user the ticket may be assigned to, or a contact (seed 000: tenant users by page). */
export const staffMemberSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() })
export type StaffMember = z.infer<typeof staffMemberSchema>
export const staffPageSchema = pageSchema(staffMemberSchema)

export const customerListSchema = z.array(z.object({ id: z.number(), name: z.string() }))
