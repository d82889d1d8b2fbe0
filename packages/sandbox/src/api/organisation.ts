import type { UserKind } from '@paydeck/core'
import type { Reader, Side } from '../support/tickets.repository'
import type { Caller } from './auth.middleware'

/** An organisation's key: the caller's merchant, the caller's tenant's staff, or the platform. */
export const organisationScope = (caller: Caller) =>
  caller.kind === 'merchant'
    ? `merchant:${caller.user.merchantId}`
    : caller.kind === 'tenant'
      ? `tenant:${caller.user.tenantId}`
      : 'platform'

export const sideOf: Record<UserKind, Side> = { merchant: 'customer', tenant: 'tenant', platform: 'platform' }

export const readerOf = (caller: Caller): Reader => ({
  userId: caller.user.id,
  side: sideOf[caller.kind],
  scope: organisationScope(caller),
})

export const fullName = (caller: Caller) => `${caller.user.firstName} ${caller.user.lastName}`
