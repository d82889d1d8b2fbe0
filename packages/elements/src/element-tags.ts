// Generated from the elements' classes by element-manifest.test.ts (UPDATE_MANIFEST=1): do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** `<paydeck-support-button>`: A Contact Support button that opens the form to raise a ticket. */
export interface SupportButtonElement extends HTMLElement {
  locale?: string
  compact?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-ticket-list>`: The signed-in user’s support tickets, paged and searched. */
export interface TicketListElement extends HTMLElement {
  locale?: string
  channel?: string
  selectedId?: number
  compact?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-ticket>`: One support ticket with its feed, comments and actions. */
export interface TicketElement extends HTMLElement {
  locale?: string
  ticketId?: number
  backButton?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-labels-manager>`: The tenant’s ticket labels, to add and change. */
export interface LabelsManagerElement extends HTMLElement {
  locale?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-notifications-bell>`: The notifications bell: unread count, panel, and the documents notifications lead to. */
export interface NotificationsBellElement extends HTMLElement {
  locale?: string
  pollInterval?: number
  quiet?: boolean
  allowedOrigins?: unknown
  paydeck?: unknown
  messages?: unknown
  navigate?: unknown
  canOpen?: unknown
}

/** `<paydeck-proposal>`: A proposal, to read and accept or reject. */
export interface ProposalElement extends HTMLElement {
  locale?: string
  proposalId?: number
  open?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-agreement>`: An agreement, to read and accept or reject. */
export interface AgreementElement extends HTMLElement {
  locale?: string
  agreementId?: number
  open?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-transaction-lookup>`: The transaction lookup: filters, columns, paging by the server, CSV. */
export interface TransactionLookupElement extends HTMLElement {
  locale?: string
  pageSize?: number
  columnsReportId?: string
  customerId?: number
  noDetail?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-transaction>`: One transaction with its details and activity. */
export interface TransactionElement extends HTMLElement {
  locale?: string
  transactionId?: number
  tenantId?: number
  open?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-disputes>`: The disputes worked as cases: by tab and due time, filtered, exported; one opens in place. */
export interface DisputesElement extends HTMLElement {
  locale?: string
  pageSize?: number
  noDetail?: boolean
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-dispute>`: One dispute: its deadline, reason, payment, timeline, evidence, answer or acceptance. */
export interface DisputeElement extends HTMLElement {
  locale?: string
  disputeId?: number
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-report>`: One report: its filters, rows, totals and export. */
export interface ReportElement extends HTMLElement {
  locale?: string
  reportId?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-dashboard>`: The user’s dashboard of widgets. */
export interface DashboardElement extends HTMLElement {
  locale?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-dashboard-widget>`: One dashboard widget, by its id. */
export interface DashboardWidgetElement extends HTMLElement {
  locale?: string
  widgetId?: number
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-price-books>`: The tenant’s price books: products, fees, what a payment costs, proposals. */
export interface PriceBooksElement extends HTMLElement {
  locale?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-pipelines>`: The tenant’s pipelines and their stages. */
export interface PipelinesElement extends HTMLElement {
  locale?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-roles>`: The roles of merchants’ or the tenant’s staff, with permissions. */
export interface RolesElement extends HTMLElement {
  locale?: string
  type?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-staff-accounts>`: The tenant’s staff accounts, roles and grants. */
export interface StaffAccountsElement extends HTMLElement {
  locale?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-tenants>`: The platform’s tenants, each with its overview and staff. */
export interface TenantsElement extends HTMLElement {
  locale?: string
  paydeck?: unknown
  messages?: unknown
}

/** `<paydeck-audit-log>`: The organisation’s audit trail, or one record’s History, for administrators. */
export interface AuditLogElement extends HTMLElement {
  locale?: string
  targetType?: string
  targetId?: string
  paydeck?: unknown
  messages?: unknown
}

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare global {
  interface HTMLElementTagNameMap {
    'paydeck-support-button': SupportButtonElement
    'paydeck-ticket-list': TicketListElement
    'paydeck-ticket': TicketElement
    'paydeck-labels-manager': LabelsManagerElement
    'paydeck-notifications-bell': NotificationsBellElement
    'paydeck-proposal': ProposalElement
    'paydeck-agreement': AgreementElement
    'paydeck-transaction-lookup': TransactionLookupElement
    'paydeck-transaction': TransactionElement
    'paydeck-disputes': DisputesElement
    'paydeck-dispute': DisputeElement
    'paydeck-report': ReportElement
    'paydeck-dashboard': DashboardElement
    'paydeck-dashboard-widget': DashboardWidgetElement
    'paydeck-price-books': PriceBooksElement
    'paydeck-pipelines': PipelinesElement
    'paydeck-roles': RolesElement
    'paydeck-staff-accounts': StaffAccountsElement
    'paydeck-tenants': TenantsElement
    'paydeck-audit-log': AuditLogElement
  }
}

declare module 'react' {
  // The namespace React's types declare JSX in: augmenting it is the only way to type a custom tag.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'paydeck-support-button': ElementAttributes & {
        'locale'?: string | number
        'compact'?: boolean
      }
      'paydeck-ticket-list': ElementAttributes & {
        'locale'?: string | number
        'channel'?: string | number
        'selected-id'?: string | number
        'compact'?: boolean
      }
      'paydeck-ticket': ElementAttributes & {
        'locale'?: string | number
        'ticket-id'?: string | number
        'back-button'?: boolean
      }
      'paydeck-labels-manager': ElementAttributes & {
        'locale'?: string | number
      }
      'paydeck-notifications-bell': ElementAttributes & {
        'locale'?: string | number
        'poll-interval'?: string | number
        'quiet'?: boolean
        'allowed-origins'?: string | number
      }
      'paydeck-proposal': ElementAttributes & {
        'locale'?: string | number
        'proposal-id'?: string | number
        'open'?: boolean
      }
      'paydeck-agreement': ElementAttributes & {
        'locale'?: string | number
        'agreement-id'?: string | number
        'open'?: boolean
      }
      'paydeck-transaction-lookup': ElementAttributes & {
        'locale'?: string | number
        'page-size'?: string | number
        'columns-report-id'?: string | number
        'customer-id'?: string | number
        'no-detail'?: boolean
      }
      'paydeck-transaction': ElementAttributes & {
        'locale'?: string | number
        'transaction-id'?: string | number
        'tenant-id'?: string | number
        'open'?: boolean
      }
      'paydeck-disputes': ElementAttributes & {
        'locale'?: string | number
        'page-size'?: string | number
        'no-detail'?: boolean
      }
      'paydeck-dispute': ElementAttributes & {
        'locale'?: string | number
        'dispute-id'?: string | number
      }
      'paydeck-report': ElementAttributes & {
        'locale'?: string | number
        'report-id'?: string | number
      }
      'paydeck-dashboard': ElementAttributes & {
        'locale'?: string | number
      }
      'paydeck-dashboard-widget': ElementAttributes & {
        'locale'?: string | number
        'widget-id'?: string | number
      }
      'paydeck-price-books': ElementAttributes & {
        'locale'?: string | number
      }
      'paydeck-pipelines': ElementAttributes & {
        'locale'?: string | number
      }
      'paydeck-roles': ElementAttributes & {
        'locale'?: string | number
        'type'?: string | number
      }
      'paydeck-staff-accounts': ElementAttributes & {
        'locale'?: string | number
      }
      'paydeck-tenants': ElementAttributes & {
        'locale'?: string | number
      }
      'paydeck-audit-log': ElementAttributes & {
        'locale'?: string | number
        'target-type'?: string | number
        'target-id'?: string | number
      }
    }
  }
}

export type PaydeckTagName = 'paydeck-support-button' | 'paydeck-ticket-list' | 'paydeck-ticket' | 'paydeck-labels-manager' | 'paydeck-notifications-bell' | 'paydeck-proposal' | 'paydeck-agreement' | 'paydeck-transaction-lookup' | 'paydeck-transaction' | 'paydeck-disputes' | 'paydeck-dispute' | 'paydeck-report' | 'paydeck-dashboard' | 'paydeck-dashboard-widget' | 'paydeck-price-books' | 'paydeck-pipelines' | 'paydeck-roles' | 'paydeck-staff-accounts' | 'paydeck-tenants' | 'paydeck-audit-log'
