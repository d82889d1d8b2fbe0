/**
 * Every custom element tag of Paydeck's widgets, in one place, by one rule: `paydeck-` and the name of the React
 * component it wraps in kebab case, without a trailing View, Viewer or Detail (TicketView is `paydeck-ticket`).
 * The registry's test checks the rule and that no two tags collide (docs/elements.md).
 */
export const elementTags = {
  supportButton: 'paydeck-support-button',
  ticketList: 'paydeck-ticket-list',
  ticket: 'paydeck-ticket',
  labelsManager: 'paydeck-labels-manager',
  notificationsBell: 'paydeck-notifications-bell',
  transactionLookup: 'paydeck-transaction-lookup',
  transaction: 'paydeck-transaction',
  disputes: 'paydeck-disputes',
  dispute: 'paydeck-dispute',
  report: 'paydeck-report',
  dashboard: 'paydeck-dashboard',
  dashboardWidget: 'paydeck-dashboard-widget',
  proposal: 'paydeck-proposal',
  agreement: 'paydeck-agreement',
  priceBooks: 'paydeck-price-books',
  pipelines: 'paydeck-pipelines',
  roles: 'paydeck-roles',
  staffAccounts: 'paydeck-staff-accounts',
  tenants: 'paydeck-tenants',
  auditLog: 'paydeck-audit-log',
} as const

export type ElementTag = (typeof elementTags)[keyof typeof elementTags]

/** The rule: a registry key (the component's name without its suffix, camelCase) gives its tag. */
export const tagFor = (name: string) => `paydeck-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/**
 * The rule for events: `paydeck-<resource>-<verb>`, the verb in the present tense as the DOM names its own
 * events (click, open, close, change), from this list.
 */
export const eventVerbs = ['open', 'close', 'create', 'accept', 'reject', 'escalate', 'change', 'select', 'delete']
export const isEventName = (name: string) =>
  Object.values(lifecycleEvents).includes(name as never) ||
  new RegExp(`^paydeck-[a-z]+(-[a-z]+)*-(${eventVerbs.join('|')})$`).test(name)

/** The events every element with a client raises, by the callback that raises them: its first real content, and
 * each error it shows (a typed failure). The one exception to the rule above: they are the element's own. */
export const lifecycleEvents = { onReady: 'paydeck-ready', onError: 'paydeck-error' } as const
