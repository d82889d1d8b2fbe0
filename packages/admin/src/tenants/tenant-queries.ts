import type { ReferenceKind } from '@paydeck/core/administration'

// The platform's tenants and reference data, one key factory: the tenants element refreshes all of it.
export const tenantKeys = {
  all: ['paydeck', 'tenants'] as const,
  page: (pageIndex: number) => [...tenantKeys.all, 'page', pageIndex] as const,
  overview: (id: number | null) => [...tenantKeys.all, 'overview', id] as const,
  roles: (id: number) => [...tenantKeys.all, id, 'roles'] as const,
  staff: (id: number) => [...tenantKeys.all, id, 'staff'] as const,
  reference: (kind: ReferenceKind, search: string, pageIndex: number) =>
    [...tenantKeys.all, 'reference', kind, search, pageIndex] as const,
}
