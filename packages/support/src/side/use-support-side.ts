import { useSession, useUser } from '@paydeck/react'
import type { UserKind } from '@paydeck/core'
import { supportPermissions } from '@paydeck/core/support'

/** Seed 000 section 6: who may do what with support, by the signed-in user's kind and permissions. */
export interface SupportSide {
  kind: UserKind
  /** The support permission of this kind of user. */
  permission: string
  /** Tenant staff (no merchantId) attach customers; merchants cannot. */
  mayAttachCustomers: boolean
  /** Staff assign, label by team and write internal comments for their team. */
  isStaff: boolean
  userEmail: string
  tenantId: number | null
  tenantSupportEmail: string | null
}

/** The signed-in user's side of support, or null before the user context has arrived. */
export function useSupportSide(): SupportSide | null {
  const user = useUser()
  const kind = useSession((state) => state.userKind)
  if (!user || !kind) return null
  return {
    kind,
    permission: supportPermissions[kind],
    mayAttachCustomers: kind === 'tenant' && user.merchantId === null,
    isStaff: kind !== 'merchant',
    userEmail: user.email,
    tenantId: user.tenantId,
    tenantSupportEmail: user.tenantSupportEmail,
  }
}
