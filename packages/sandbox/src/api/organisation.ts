import { userKindOf, type UserKind, type UserType } from '@paydeck/core'
import type { Reader, Side } from '../support/tickets.repository'
import type { Caller } from '../domain/caller'

interface Member {
  userType: UserType
  tenantId: number | null
  merchantId: number | null
}

/** An organisation's key: a merchant, a tenant's staff, or the platform (a caller, a file's uploader ...). */
export function scopeOfUser(user: Member): string {
  const kind = userKindOf(user.userType)
  return kind === 'merchant'
    ? `merchant:${user.merchantId}`
    : kind === 'tenant'
      ? `tenant:${user.tenantId}`
      : 'platform'
}

export const organisationScope = (caller: Caller) => scopeOfUser(caller.user)

export const sideOf: Record<UserKind, Side> = { merchant: 'customer', tenant: 'tenant', platform: 'platform' }

export const readerOf = (caller: Caller): Reader => ({
  userId: caller.user.id,
  side: sideOf[caller.kind],
  scope: organisationScope(caller),
})

export const fullName = (caller: Caller) => `${caller.user.firstName} ${caller.user.lastName}`
