import { elementTags, type ElementTag } from '@paydeck/ui/tags'

/** The tag of every element this script can bring, with the chunk that defines it. */
export const elementLoaders: Partial<Record<ElementTag, () => Promise<unknown>>> = {
  [elementTags.proposal]: () => import('./chunks/proposals'),
  [elementTags.agreement]: () => import('./chunks/proposals'),
  [elementTags.notificationsBell]: () => import('./chunks/notifications'),
  [elementTags.supportButton]: () => import('./chunks/support'),
  [elementTags.ticketList]: () => import('./chunks/support'),
  [elementTags.ticket]: () => import('./chunks/support'),
  [elementTags.labelsManager]: () => import('./chunks/support-labels'),
  [elementTags.transactionLookup]: () => import('./chunks/transactions'),
  [elementTags.transaction]: () => import('./chunks/transactions'),
  [elementTags.report]: () => import('./chunks/reports'),
  [elementTags.dashboard]: () => import('./chunks/dashboard'),
  [elementTags.dashboardWidget]: () => import('./chunks/dashboard'),
}
