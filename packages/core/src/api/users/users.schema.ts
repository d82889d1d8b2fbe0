import { z } from 'zod'

/** The user types the API sends; customer is the merchant side's spelling in profile settings. */
export const userTypeSchema = z.enum(['merchant', 'customer', 'crm', 'tenant', 'platform'])
export type UserType = z.infer<typeof userTypeSchema>

export const processingStatusSchema = z.enum(['Live', 'SandboxEnabled', 'NoProcessing'])
export type ProcessingStatus = z.infer<typeof processingStatusSchema>

export const layoutNameSchema = z.enum(['vertical-layout-1', 'Entreprise', 'Material', 'vertical-v2'])
export type LayoutName = z.infer<typeof layoutNameSchema>

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')

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

export const tenantRefSchema = z.object({ id: z.number().int(), name: z.string(), isDefaultTenant: z.boolean() })
export type TenantRef = z.infer<typeof tenantRefSchema>

export const merchantProfileSchema = z.object({
  merchantId: z.number().int(),
  legalBusinessName: z.string(),
  boardingStage: z.string(),
  merchantStatus: z.string(),
  reviewStatus: z.string(),
  processingStatus: processingStatusSchema,
  activationDate: z.string().nullable(),
  users: z.array(z.object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() })),
  merchantNotes: z.string().nullable(),
  description: z.string().nullable(),
  visibility: z.string(),
  merchantType: z.string(),
})
export type MerchantProfile = z.infer<typeof merchantProfileSchema>

/** GET /users: the signed-in user's context (seed 000, section 3). */
export const userContextSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  isPlatform: z.boolean(),
  lastLoginTime: z.string().nullable(),
  permissions: z.array(z.string()),
  systemRoleId: z.number().int(),
  systemRoleName: z.string(),
  isAdministrator: z.boolean(),
  tenant: tenantRefSchema,
  tenantId: z.number().int(),
  tenants: z.array(tenantRefSchema),
  userType: userTypeSchema,
  userTypeName: z.string(),
  loginTemplate: z.string().nullable(),
  tenantSupportEmail: z.string().nullable(),
  configureTimeZone: z.string(),
  checkoutLogoSource: z.string().nullable(),
  favIconSource: z.string().nullable(),
  themeSettings: themeSettingsSchema,
  merchant: merchantProfileSchema.nullable(),
  merchantId: z.number().int().nullable(),
  legalBusinessName: z.string().nullable(),
  processingStatus: processingStatusSchema.nullable(),
})
export type UserContext = z.infer<typeof userContextSchema>
