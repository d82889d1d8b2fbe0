/**
 * Every custom element tag of Paydeck, in one place: widgets take their tag from here, so no two collide
 * and every one starts with paydeck- (a test asserts both).
 */
export const elementTags = {
  supportButton: 'paydeck-support-button',
  ticketList: 'paydeck-ticket-list',
  ticket: 'paydeck-ticket',
  labelsManager: 'paydeck-labels-manager',
  notificationsBell: 'paydeck-notifications-bell',
  transactionLookup: 'paydeck-transaction-lookup',
  dashboard: 'paydeck-dashboard',
  proposal: 'paydeck-proposal',
  agreement: 'paydeck-agreement',
  // The design system's own demonstration element, used by the UI catalog until widgets exist.
  uiShowcase: 'paydeck-ui-showcase',
} as const

export type ElementTag = (typeof elementTags)[keyof typeof elementTags]
