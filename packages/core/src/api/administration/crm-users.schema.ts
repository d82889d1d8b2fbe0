import * as z from 'zod/mini'
import { totalCountPageSchema } from '../../contract/page'

// CRM users (seed 002 section 7): a tenant's staff accounts, their role, state and grants.

export const crmUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  isActive: z.boolean(),
  /** Locked after repeated failed sign-ins, until an administrator unlocks the account. */
  isLocked: z.boolean(),
  isAdministrator: z.boolean(),
  timeZone: z.string(),
  lastLoginTime: z.nullable(z.string()),
})
export type CrmUser = z.infer<typeof crmUserSchema>

/** Turning an account on or off. */
export const userActivationSchema = z.object({ isActive: z.boolean() })

/** A password reset: whose. */
export const passwordResetSchema = z.object({ userId: z.int().check(z.positive()) })

export const crmUserPageSchema = totalCountPageSchema(crmUserSchema)
export type CrmUserPage = z.infer<typeof crmUserPageSchema>

/**
 * A user just made (or given a new password): the password they sign in with the first time and, when made, their
 * authenticator app's secret as an otpauth URI; each shown once, never again.
 */
export const createdCrmUserSchema = z.extend(crmUserSchema, {
  temporaryPassword: z.string(),
  authenticatorUri: z.optional(z.string()),
})
export type CreatedCrmUser = z.infer<typeof createdCrmUserSchema>

export const crmUserFieldsSchema = z.object({
  email: z.string().check(z.maxLength(254)),
  firstName: z.string().check(z.maxLength(200)),
  lastName: z.string().check(z.maxLength(200)),
  roleId: z.int(),
  timeZone: z.string().check(z.maxLength(64)),
})
export type CrmUserFields = z.infer<typeof crmUserFieldsSchema>

/**
 * What a user works with: customers (merchant permissions), payment methods and service providers. An empty list
 * grants every one of its kind.
 */
export const merchantGrantsSchema = z.object({ merchantIds: z.array(z.int()).check(z.maxLength(1000)) })
export const methodGrantsSchema = z.object({
  paymentMethods: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(200)),
})
export const providerGrantsSchema = z.object({ serviceProviderIds: z.array(z.int()).check(z.maxLength(200)) })
export const grantsSchema = z.object({
  ...merchantGrantsSchema.shape,
  ...methodGrantsSchema.shape,
  ...providerGrantsSchema.shape,
})
export type Grants = z.infer<typeof grantsSchema>
