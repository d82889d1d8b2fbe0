import type { ReactNode } from 'react'
import { Dashboard, WidgetById } from '@paydeck/dashboard'
import { NotificationsBell } from '@paydeck/notifications'
import { CommercialDocumentViewer } from '@paydeck/proposals'
import type { WidgetLifecycleProps } from '@paydeck/react'
import { SupportButton, TicketList, TicketView } from '@paydeck/support'
import { LabelsManager } from '@paydeck/support/labels'
import { TransactionDetail, TransactionLookup } from '@paydeck/transactions'
import { Report } from '@paydeck/transactions/reports'

/** What the reader set, by attribute name (the element's spelling); empty values are left out. */
export type Values = Record<string, string | number | boolean | undefined>

export interface Widget {
  tag: string
  /** The React component, and the entry it is imported from. */
  component: string
  from: string
  /** Props the React snippet always writes (a viewer's open state) beside those the reader sets. */
  fixedProps?: string
  /** Attributes of the element with no React prop of the same meaning: not edited here. */
  elementOnly?: string[]
  /** The attribute the widget cannot show anything without (an id), and where the reader finds one. */
  required?: { attribute: string; hint: string }
  /** The demo account that sees it (the sandbox's users; the password is "paydeck"). */
  user: string
  /** Values to start with (a viewer starts open). */
  initial?: Values
  /** The component with the reader's values; `set` is how it changes one (a viewer closed by its own button). */
  render: (
    values: Values,
    lifecycle: WidgetLifecycleProps,
    set: (attribute: string, value: boolean) => void,
  ) => ReactNode
}

const num = (value: Values[string]) => (typeof value === 'number' ? value : undefined)
const str = (value: Values[string]) => (typeof value === 'string' && value ? value : undefined)
const bool = (value: Values[string]) => value === true

/** Every element and its React component, in the order the docs list them. */
export const widgets: Widget[] = [
  {
    tag: 'paydeck-notifications-bell',
    component: 'NotificationsBell',
    from: '@paydeck/notifications',
    elementOnly: ['allowed-origins'],
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => (
      <NotificationsBell pollInterval={num(v['poll-interval'])} quiet={bool(v.quiet)} {...lifecycle} />
    ),
  },
  {
    tag: 'paydeck-support-button',
    component: 'SupportButton',
    from: '@paydeck/support',
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => <SupportButton compact={bool(v.compact)} {...lifecycle} />,
  },
  {
    tag: 'paydeck-ticket-list',
    component: 'TicketList',
    from: '@paydeck/support',
    elementOnly: ['selected-id'],
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => (
      <TicketList
        channel={str(v.channel) as 'CustomerToTenant' | 'TenantToPlatform' | undefined}
        compact={bool(v.compact)}
        {...lifecycle}
      />
    ),
  },
  {
    tag: 'paydeck-ticket',
    component: 'TicketView',
    from: '@paydeck/support',
    elementOnly: ['back-button'],
    required: { attribute: 'ticket-id', hint: 'A ticket’s number, as the ticket list shows it.' },
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => <TicketView ticketId={num(v['ticket-id'])!} {...lifecycle} />,
  },
  {
    tag: 'paydeck-labels-manager',
    component: 'LabelsManager',
    from: '@paydeck/support/labels',
    user: 'tenant@sandbox.test',
    render: (_, lifecycle) => <LabelsManager {...lifecycle} />,
  },
  {
    tag: 'paydeck-proposal',
    component: 'CommercialDocumentViewer',
    from: '@paydeck/proposals',
    fixedProps: 'kind="proposal" onOpenChange={setOpen}',
    initial: { open: true },
    required: { attribute: 'proposal-id', hint: 'A proposal’s id, from a “New proposal” notification of the bell.' },
    user: 'merchant@sandbox.test',
    render: (v, lifecycle, set) => (
      <CommercialDocumentViewer
        kind="proposal"
        id={num(v['proposal-id'])!}
        open={bool(v.open)}
        onOpenChange={(open) => set('open', open)}
        {...lifecycle}
      />
    ),
  },
  {
    tag: 'paydeck-agreement',
    component: 'CommercialDocumentViewer',
    from: '@paydeck/proposals',
    fixedProps: 'kind="agreement" onOpenChange={setOpen}',
    initial: { open: true },
    required: { attribute: 'agreement-id', hint: 'An agreement’s id, from an “Agreement” notification of the bell.' },
    user: 'merchant@sandbox.test',
    render: (v, lifecycle, set) => (
      <CommercialDocumentViewer
        kind="agreement"
        id={num(v['agreement-id'])!}
        open={bool(v.open)}
        onOpenChange={(open) => set('open', open)}
        {...lifecycle}
      />
    ),
  },
  {
    tag: 'paydeck-transaction-lookup',
    component: 'TransactionLookup',
    from: '@paydeck/transactions',
    elementOnly: ['no-detail', 'columns-report-id'],
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => (
      <TransactionLookup pageSize={num(v['page-size'])} customerId={num(v['customer-id'])} {...lifecycle} />
    ),
  },
  {
    tag: 'paydeck-transaction',
    component: 'TransactionDetail',
    from: '@paydeck/transactions',
    fixedProps: 'onOpenChange={setOpen}',
    initial: { open: true },
    required: { attribute: 'transaction-id', hint: 'A transaction id, as the lookup’s detail shows it.' },
    user: 'merchant@sandbox.test',
    render: (v, lifecycle, set) => (
      <TransactionDetail
        transactionId={num(v['transaction-id'])!}
        tenantId={num(v['tenant-id'])}
        open={bool(v.open)}
        onOpenChange={(open) => set('open', open)}
        {...lifecycle}
      />
    ),
  },
  {
    tag: 'paydeck-report',
    component: 'Report',
    from: '@paydeck/transactions/reports',
    required: { attribute: 'report-id', hint: 'A report’s id from the sandbox’s catalogue, e.g. transactions-daily.' },
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => <Report reportId={str(v['report-id'])!} {...lifecycle} />,
  },
  {
    tag: 'paydeck-dashboard',
    component: 'Dashboard',
    from: '@paydeck/dashboard',
    user: 'merchant@sandbox.test',
    render: (_, lifecycle) => <Dashboard {...lifecycle} />,
  },
  {
    tag: 'paydeck-dashboard-widget',
    component: 'WidgetById',
    from: '@paydeck/dashboard',
    required: { attribute: 'widget-id', hint: 'A widget’s id on the user’s dashboard.' },
    user: 'merchant@sandbox.test',
    render: (v, lifecycle) => <WidgetById widgetId={num(v['widget-id'])!} {...lifecycle} />,
  },
]
