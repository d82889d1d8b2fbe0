import { labelOf, userTypeLabels } from '@paydeck/core/labels'
import type { UserContext } from '@paydeck/react'
import type { PortalTranslate } from '../i18n/portal-i18n'

/** Seed 000 section 1: 'Merchant' and the legal business name, or 'Tenant' and the tenant name. */
export function organisationLabel(user: UserContext, t: PortalTranslate): string {
  if (user.merchant) return t('shell.merchant', { name: user.merchant.legalBusinessName })
  if (user.userType === 'platform') return t('shell.platform', { name: user.tenant.name })
  return t('shell.tenant', { name: user.tenant.name })
}

/** Which side the user signs in as, in the user's words (the sandbox's userTypeName is English only). */
export const userTypeLabel = (user: UserContext, locale: string) => labelOf(userTypeLabels, user.userType, locale)

export const initialsOf = (user: UserContext) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()

/** Seed 000 section 2: tenant staff (crm, tenant) have their profile under tenant/, everyone else under merchant/. */
export const profilePathOf = (user: UserContext) =>
  user.userType === 'crm' || user.userType === 'tenant' ? '/tenant/profile-settings' : '/merchant/profile-settings'
