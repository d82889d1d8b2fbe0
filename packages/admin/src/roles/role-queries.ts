import { useQuery } from '@tanstack/react-query'
import {
  fetchPermissionCatalogue,
  fetchRoleDetails,
  fetchRoles,
  fetchScaAudit,
  type RoleType,
} from '@paydeck/core/administration'
import { usePaydeck, useUser } from '@paydeck/react'

export const roleKeys = {
  all: ['paydeck', 'roles'] as const,
  list: (tenantId: number) => [...roleKeys.all, 'list', tenantId] as const,
  details: (id: number) => [...roleKeys.all, 'details', id] as const,
  catalogue: (type: RoleType) => [...roleKeys.all, 'catalogue', type] as const,
  audit: (pageIndex: number) => [...roleKeys.all, 'audit', pageIndex] as const,
}

export function useRoles() {
  const paydeck = usePaydeck()
  const tenantId = useUser()?.tenantId ?? 0
  return useQuery({
    queryKey: roleKeys.list(tenantId),
    queryFn: ({ signal }) => fetchRoles(paydeck.http, tenantId, signal),
  })
}

export function useRoleDetails(id: number | null) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: roleKeys.details(id ?? 0),
    queryFn: ({ signal }) => fetchRoleDetails(paydeck.http, id!, signal),
    enabled: id !== null,
  })
}

export function usePermissionCatalogue(type: RoleType) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: roleKeys.catalogue(type),
    queryFn: ({ signal }) => fetchPermissionCatalogue(paydeck.http, type, signal),
    staleTime: Infinity,
  })
}

export function useScaAudit(pageIndex: number, enabled: boolean) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: roleKeys.audit(pageIndex),
    queryFn: ({ signal }) => fetchScaAudit(paydeck.http, pageIndex, 10, signal),
    enabled,
  })
}
