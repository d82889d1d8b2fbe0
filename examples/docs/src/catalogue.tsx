import type { ReactNode } from 'react'
import { Dashboard, WidgetById } from '@paydeck/dashboard'
import { CategoriesSettings, PersonalDashboard, RoleWidgetsSettings } from '@paydeck/dashboard/manage'
import { NotificationsBell } from '@paydeck/notifications'
import { CommercialDocumentViewer } from '@paydeck/proposals'
import type { WidgetLifecycleProps } from '@paydeck/react'
import type { Attribute } from './manifest'
import { SupportButton, TicketList, TicketView } from '@paydeck/support'
import { LabelsManager } from '@paydeck/support/labels'
import { ApmDetail, ApmLookup, TransactionDetail, TransactionLookup } from '@paydeck/transactions'
import { BankOrders, BulkUpdateHistory, BulkUpdateRequest, PayoutApprovals } from '@paydeck/transactions/operations'
import { Report } from '@paydeck/reports'

/** What the reader set, by attribute name (the element's spelling); empty values are left out. */
export type Values = Record<string, string | number | boolean | undefined>

export interface Widget {
  /** The element's tag; none for a screen shipped as a React component only. */
  tag?: string
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
  /** A React-only screen: what it is and its props (an element's come from its manifest), named as attributes. */
  reactOnly?: { description: string; props: Attribute[] }
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

/** Where the docs address a widget: its tag, or a React-only screen's component name. */
export const widgetId = (widget: Widget) => widget.tag ?? widget.component

const pageSize: Attribute = { name: 'page-size', type: 'number', description: 'Rows per page.' }
const open: Attribute = { name: 'open', type: 'boolean', description: 'Whether the drawer is open.' }

/** Every element and its React component, then the screens shipped as React only, in the order the docs list them. */
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
    from: '@paydeck/reports',
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
  {
    component: 'ApmLookup',
    from: '@paydeck/transactions',
    reactOnly: { description: 'The lookup of alternative payment methods’ transactions.', props: [pageSize] },
    user: 'merchant@sandbox.test',
    render: (v) => <ApmLookup pageSize={num(v['page-size'])} />,
  },
  {
    component: 'ApmDetail',
    from: '@paydeck/transactions',
    fixedProps: 'onOpenChange={setOpen}',
    reactOnly: {
      description: 'One APM transaction in a drawer: its method, payer, reference and dates.',
      props: [{ name: 'id', type: 'number' }, open],
    },
    required: { attribute: 'id', hint: 'An APM transaction’s id, as the APM lookup shows it.' },
    initial: { open: true },
    user: 'merchant@sandbox.test',
    render: (v, _, set) => (
      <ApmDetail id={num(v.id)!} open={bool(v.open)} onOpenChange={(isOpen) => set('open', isOpen)} />
    ),
  },
  {
    component: 'PayoutApprovals',
    from: '@paydeck/transactions/operations',
    reactOnly: { description: 'Payouts waiting for a tenant’s approval, to approve or decline.', props: [pageSize] },
    user: 'tenant@sandbox.test',
    render: (v) => <PayoutApprovals pageSize={num(v['page-size'])} />,
  },
  {
    component: 'BankOrders',
    from: '@paydeck/transactions/operations',
    reactOnly: { description: 'Bank transfer orders: the list, and a new order.', props: [pageSize] },
    user: 'tenant@sandbox.test',
    render: (v) => <BankOrders pageSize={num(v['page-size'])} />,
  },
  {
    component: 'BulkUpdateRequest',
    from: '@paydeck/transactions/operations',
    reactOnly: {
      description: 'The platform’s bulk update of transactions from a file.',
      props: [{ name: 'tenant-id', type: 'number', description: 'The tenant to start with.' }],
    },
    user: 'platform@sandbox.test',
    render: (v) => <BulkUpdateRequest tenantId={num(v['tenant-id'])} />,
  },
  {
    component: 'BulkUpdateHistory',
    from: '@paydeck/transactions/operations',
    reactOnly: {
      description: 'The bulk updates made, with each one’s result.',
      props: [{ name: 'tenant-id', type: 'number', description: 'The tenant to start with.' }, pageSize],
    },
    user: 'platform@sandbox.test',
    render: (v) => <BulkUpdateHistory tenantId={num(v['tenant-id'])} pageSize={num(v['page-size'])} />,
  },
  {
    component: 'CategoriesSettings',
    from: '@paydeck/dashboard/manage',
    reactOnly: { description: 'The dashboard’s categories: add, rename, order, delete.', props: [] },
    user: 'tenant@sandbox.test',
    render: () => <CategoriesSettings />,
  },
  {
    component: 'RoleWidgetsSettings',
    from: '@paydeck/dashboard/manage',
    reactOnly: {
      description: 'Which widgets each role sees.',
      props: [
        { name: 'audience', type: 'string', description: 'merchant (merchants’ roles) or tenant (staff roles).' },
      ],
    },
    initial: { audience: 'merchant' },
    user: 'tenant@sandbox.test',
    render: (v) => <RoleWidgetsSettings audience={str(v.audience) === 'tenant' ? 'tenant' : 'merchant'} />,
  },
  {
    component: 'PersonalDashboard',
    from: '@paydeck/dashboard/manage',
    reactOnly: { description: 'The user’s own dashboard: their widgets, categories and shares.', props: [] },
    user: 'merchant@sandbox.test',
    render: () => <PersonalDashboard />,
  },
]
