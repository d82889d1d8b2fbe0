import type { ElementTag } from '@paydeck/ui/tags'
import { elementChunks, type ElementChunk } from './element-chunks'

const chunkLoaders: Record<ElementChunk, () => Promise<unknown>> = {
  proposals: () => import('./chunks/proposals'),
  notifications: () => import('./chunks/notifications'),
  support: () => import('./chunks/support'),
  'support-labels': () => import('./chunks/support-labels'),
  transactions: () => import('./chunks/transactions'),
  reports: () => import('./chunks/reports'),
  dashboard: () => import('./chunks/dashboard'),
  'price-books': () => import('./chunks/price-books'),
  pipelines: () => import('./chunks/pipelines'),
  roles: () => import('./chunks/roles'),
  'audit-log': () => import('./chunks/audit-log'),
  disputes: () => import('./chunks/disputes'),
  'staff-accounts': () => import('./chunks/staff-accounts'),
  tenants: () => import('./chunks/tenants'),
}

/** The tag of every element this script can bring, with the loader of the chunk that defines it. */
export const elementLoaders = Object.fromEntries(
  Object.entries(elementChunks).map(([tag, chunk]) => [tag, chunkLoaders[chunk]]),
) as Partial<Record<ElementTag, () => Promise<unknown>>>
