import * as z from 'zod/mini'

// zod/mini keeps the contract tree-shakable: core's budget is 15 KB with its dependencies.

/** The user types the API sends; customer is the merchant side's spelling in profile settings. */
export const userTypeSchema = z.enum(['merchant', 'customer', 'crm', 'tenant', 'platform'])
export type UserType = z.infer<typeof userTypeSchema>

export const processingStatusSchema = z.enum(['Live', 'SandboxEnabled', 'NoProcessing'])
export type ProcessingStatus = z.infer<typeof processingStatusSchema>

export const layoutNameSchema = z.enum(['vertical-layout-1', 'Entreprise', 'Material', 'vertical-v2'])
export type LayoutName = z.infer<typeof layoutNameSchema>

// Colours go into CSS variables, so only #rrggbb passes.
const color = z.string().check(z.refine((value) => /^#[0-9a-fA-F]{6}$/.test(value), 'must be a #rrggbb colour'))
const id = z.number()

export const themeSettingsSchema = z.object({
  layoutName: layoutNameSchema,
  buttonsLinkColor: color,
  buttonsLinkColorRGB: z.string(),
  headerBackgroundColor: color,
  mainBackgroundColor: color,
  sidebarBackgroundColor: color,
  primaryColor: color,
  textColor: color,
})
export type ThemeSettings = z.infer<typeof themeSettingsSchema>

export const tenantRefSchema = z.object({ id, name: z.string(), isDefaultTenant: z.boolean() })
export type TenantRef = z.infer<typeof tenantRefSchema>

export const merchantProfileSchema = z.object({
  merchantId: id,
  legalBusinessName: z.string(),
  boardingStage: z.string(),
  merchantStatus: z.string(),
  reviewStatus: z.string(),
  processingStatus: processingStatusSchema,
  activationDate: z.nullable(z.string()),
  users: z.array(z.object({ id, email: z.string(), firstName: z.string(), lastName: z.string() })),
  merchantNotes: z.nullable(z.string()),
  description: z.nullable(z.string()),
  visibility: z.string(),
  merchantType: z.string(),
})
export type MerchantProfile = z.infer<typeof merchantProfileSchema>

/** GET /users: the signed-in user's context (seed 000, section 3). */
export const userContextSchema = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  isPlatform: z.boolean(),
  lastLoginTime: z.nullable(z.string()),
  permissions: z.array(z.string()),
  systemRoleId: id,
  systemRoleName: z.string(),
  isAdministrator: z.boolean(),
  tenant: tenantRefSchema,
  tenantId: id,
  tenants: z.array(tenantRefSchema),
  userType: userTypeSchema,
  userTypeName: z.string(),
  loginTemplate: z.nullable(z.string()),
  tenantSupportEmail: z.nullable(z.string()),
  configureTimeZone: z.string(),
  checkoutLogoSource: z.nullable(z.string()),
  favIconSource: z.nullable(z.string()),
  themeSettings: themeSettingsSchema,
  merchant: z.nullable(merchantProfileSchema),
  merchantId: z.nullable(id),
  legalBusinessName: z.nullable(z.string()),
  processingStatus: z.nullable(processingStatusSchema),
})
export type UserContext = z.infer<typeof userContextSchema>
