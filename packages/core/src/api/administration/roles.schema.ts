import * as z from 'zod/mini'
import { totalCountPageSchema } from '../../contract/page'

// Roles and their permission sets (seed 002 sections 3, 6 and 7), and the record of changes made with a code.

/** Seed 002's role types in the paths (/users/roles/{type}): merchants' roles and tenant staff's (CRM). */
export const roleTypes = ['merchant', 'crm'] as const
export type RoleType = (typeof roleTypes)[number]

export const roleSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(roleTypes),
  /** A role every tenant shares (the platform's to change), or the tenant's own. */
  isShared: z.boolean(),
  users: z.number(),
})
export type RoleSummary = z.infer<typeof roleSummarySchema>

export const roleDetailsSchema = z.extend(roleSummarySchema, {
  permissions: z.array(z.string()),
  /** The role's permissions whose use needs a code from the user's authenticator app. */
  scaRequiredPermissions: z.array(z.string()),
})
export type RoleDetails = z.infer<typeof roleDetailsSchema>

/** A permission a role of a type may hold, with the family the matrix groups it under. */
export const permissionSchema = z.object({ name: z.string(), family: z.string() })
export type Permission = z.infer<typeof permissionSchema>

export const saveRoleSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  permissions: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(300)),
  scaRequiredPermissions: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(300)),
})
export type SaveRole = z.infer<typeof saveRoleSchema>

/** What a role's change did, by permission code: the screen words each one. */
export const roleChangeSchema = z.object({
  renamedFrom: z.optional(z.string()),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  codeAdded: z.array(z.string()),
  codeRemoved: z.array(z.string()),
})
export type RoleChange = z.infer<typeof roleChangeSchema>

export const scaAuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  target: z.string(),
  /** The change in English, for a reader without the words of its codes. */
  detail: z.string(),
  /** A role's change, when that is what was made. */
  roleChange: z.optional(z.nullable(roleChangeSchema)),
  at: z.string(),
  userEmail: z.string(),
  userName: z.string(),
})
export type ScaAuditEntry = z.infer<typeof scaAuditEntrySchema>
export const scaAuditPageSchema = totalCountPageSchema(scaAuditEntrySchema)
