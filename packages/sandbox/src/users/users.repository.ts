import type { Language } from '../domain/language'
import { roleNameIn } from './role-names'
import { userContextSchema, type UserContext } from '@paydeck/core/schemas'
import type { SandboxDatabase } from '../db/database'

export interface UserRow {
  id: number
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  userType: 'merchant' | 'crm' | 'platform'
  tenantId: number
  merchantId: number | null
  roleId: number
  isAdministrator: boolean
  isActive: boolean
  isLocked: boolean
  timeZone: string
  lastLoginTime: string | null
}

const userColumns = `id, email, password_hash AS passwordHash, first_name AS firstName, last_name AS lastName,
  user_type AS userType, tenant_id AS tenantId, merchant_id AS merchantId, role_id AS roleId,
  is_administrator AS isAdministrator, is_active AS isActive, is_locked AS isLocked, time_zone AS timeZone, last_login_time AS lastLoginTime`

function toUser(row: unknown): UserRow | undefined {
  if (!row) return undefined
  const user = row as Omit<UserRow, 'isAdministrator' | 'isActive' | 'isLocked'> & {
    isAdministrator: number
    isActive: number
    isLocked: number
  }
  return {
    ...user,
    isAdministrator: Boolean(user.isAdministrator),
    isActive: Boolean(user.isActive),
    isLocked: Boolean(user.isLocked),
  }
}

export function findUserById(db: SandboxDatabase, id: number): UserRow | undefined {
  return toUser(db.prepare(`SELECT ${userColumns} FROM users WHERE id = ?`).get(id))
}

export function findUserByEmail(db: SandboxDatabase, email: string): UserRow | undefined {
  return toUser(db.prepare(`SELECT ${userColumns} FROM users WHERE email = ? COLLATE NOCASE`).get(email))
}

/** Failed sign-ins in a row that lock an account. */
export const MAX_FAILED_SIGN_INS = 5

export interface SignIn {
  /** The user the e-mail belongs to, if any (a refused attempt may name nobody). */
  userId: number | null
  email: string
  outcome: 'Succeeded' | 'Refused'
  ip: string | null
  userAgent: string | null
}

/** Every sign-in attempt, kept for the login history; a success is also the user's last login. */
export function recordSignIn(db: SandboxDatabase, signIn: SignIn): void {
  const at = new Date().toISOString()
  db.prepare('INSERT INTO sign_ins (user_id, email, outcome, ip, user_agent, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    signIn.userId,
    signIn.email.slice(0, 254),
    signIn.outcome,
    signIn.ip,
    signIn.userAgent?.slice(0, 300) ?? null,
    at,
  )
  if (signIn.userId === null) return
  if (signIn.outcome === 'Succeeded')
    db.prepare('UPDATE users SET last_login_time = ?, failed_sign_ins = 0 WHERE id = ?').run(at, signIn.userId)
  // Repeated failures lock the account until an administrator unlocks it (PUT /users/{id}/unlock).
  else
    db.prepare(
      'UPDATE users SET failed_sign_ins = failed_sign_ins + 1, is_locked = (failed_sign_ins + 1 >= ?) OR is_locked WHERE id = ?',
    ).run(MAX_FAILED_SIGN_INS, signIn.userId)
}

export function permissionsOf(db: SandboxDatabase, roleId: number): string[] {
  return db
    .prepare('SELECT permission FROM role_permissions WHERE role_id = ? ORDER BY permission')
    .all(roleId)
    .map((row) => (row as { permission: string }).permission)
}

interface TenantRow {
  id: number
  name: string
  isDefault: number
  supportEmail: string
  theme: string
  faviconSource: string | null
  checkoutLogoSource: string | null
  loginTemplate: string | null
}

const typeNames = { merchant: 'Merchant', crm: 'Tenant', platform: 'Platform' } as const

/** GET /users: the signed-in user's context, checked against the contract before it leaves. */
export function userContextOf(
  db: SandboxDatabase,
  user: UserRow,
  assetOrigin: string,
  language: Language = 'en',
): UserContext {
  const asset = (path: string | null) => (path === null ? null : new URL(path, assetOrigin).href)
  const tenants = db
    .prepare(
      `SELECT id, name, is_default AS isDefault, support_email AS supportEmail, theme, favicon_source AS faviconSource,
         checkout_logo_source AS checkoutLogoSource, login_template AS loginTemplate FROM tenants ORDER BY id`,
    )
    .all() as TenantRow[]
  const tenant = tenants.find((t) => t.id === user.tenantId)!
  const role = db.prepare('SELECT name, tenant_id AS tenantId FROM roles WHERE id = ?').get(user.roleId) as {
    name: string
    tenantId: number | null
  }
  const merchant = user.merchantId === null ? null : merchantProfileOf(db, user.merchantId)
  const tenantRef = (t: TenantRow) => ({ id: t.id, name: t.name, isDefaultTenant: Boolean(t.isDefault) })
  return userContextSchema.parse({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isActive: user.isActive,
    isPlatform: user.userType === 'platform',
    lastLoginTime: user.lastLoginTime,
    permissions: permissionsOf(db, user.roleId),
    systemRoleId: user.roleId,
    systemRoleName: roleNameIn(role, language),
    isAdministrator: user.isAdministrator,
    tenant: tenantRef(tenant),
    tenantId: tenant.id,
    tenants: user.userType === 'platform' ? tenants.map(tenantRef) : [tenantRef(tenant)],
    userType: user.userType,
    userTypeName: typeNames[user.userType],
    loginTemplate: tenant.loginTemplate,
    tenantSupportEmail: tenant.supportEmail,
    configureTimeZone: user.timeZone,
    checkoutLogoSource: asset(tenant.checkoutLogoSource),
    favIconSource: asset(tenant.faviconSource),
    themeSettings: JSON.parse(tenant.theme) as unknown,
    merchant,
    merchantId: merchant?.merchantId ?? null,
    legalBusinessName: merchant?.legalBusinessName ?? null,
    processingStatus: merchant?.processingStatus ?? null,
  })
}

function merchantProfileOf(db: SandboxDatabase, merchantId: number) {
  const row = db
    .prepare(
      `SELECT id AS merchantId, legal_business_name AS legalBusinessName, boarding_stage AS boardingStage,
         merchant_status AS merchantStatus, review_status AS reviewStatus, processing_status AS processingStatus,
         activation_date AS activationDate, merchant_notes AS merchantNotes, description, visibility,
         merchant_type AS merchantType
       FROM merchants WHERE id = ?`,
    )
    .get(merchantId) as Record<string, unknown>
  const users = db
    .prepare(
      'SELECT id, email, first_name AS firstName, last_name AS lastName FROM users WHERE merchant_id = ? ORDER BY id',
    )
    .all(merchantId)
  return { ...row, users } as UserContext['merchant'] & object
}
