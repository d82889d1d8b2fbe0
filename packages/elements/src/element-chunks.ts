import { elementTags, type ElementTag } from '@paydeck/ui/tags'

/** The name of a chunk of src/chunks: it defines some elements and carries the CSS of what they use. */
export type ElementChunk =
  | 'proposals'
  | 'notifications'
  | 'support'
  | 'support-labels'
  | 'transactions'
  | 'disputes'
  | 'reports'
  | 'dashboard'
  | 'price-books'
  | 'pipelines'
  | 'roles'
  | 'staff-accounts'
  | 'tenants'
  | 'audit-log'

/** The chunk that defines each element this script can bring. */
export const elementChunks: Partial<Record<ElementTag, ElementChunk>> = {
  [elementTags.proposal]: 'proposals',
  [elementTags.agreement]: 'proposals',
  [elementTags.notificationsBell]: 'notifications',
  [elementTags.supportButton]: 'support',
  [elementTags.ticketList]: 'support',
  [elementTags.ticket]: 'support',
  [elementTags.labelsManager]: 'support-labels',
  [elementTags.transactionLookup]: 'transactions',
  [elementTags.transaction]: 'transactions',
  [elementTags.disputes]: 'disputes',
  [elementTags.dispute]: 'disputes',
  [elementTags.report]: 'reports',
  [elementTags.dashboard]: 'dashboard',
  [elementTags.dashboardWidget]: 'dashboard',
  [elementTags.priceBooks]: 'price-books',
  [elementTags.pipelines]: 'pipelines',
  [elementTags.roles]: 'roles',
  [elementTags.staffAccounts]: 'staff-accounts',
  [elementTags.tenants]: 'tenants',
  [elementTags.auditLog]: 'audit-log',
}
