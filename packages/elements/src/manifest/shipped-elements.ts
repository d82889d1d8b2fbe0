import {
  AuditLogElement,
  PipelinesElement,
  PriceBooksElement,
  RolesElement,
  StaffAccountsElement,
  TenantsElement,
} from '@paydeck/admin/element'
import { DashboardElement, DashboardWidgetElement } from '@paydeck/dashboard/element'
import { NotificationsBellElement } from '@paydeck/notifications/element'
import { AgreementElement, ProposalElement } from '@paydeck/proposals/element'
import { SupportButtonElement, TicketElement, TicketListElement } from '@paydeck/support/element'
import { LabelsManagerElement } from '@paydeck/support/labels-element'
import { TransactionElement, TransactionLookupElement } from '@paydeck/transactions/element'
import { DisputeElement, DisputesElement } from '@paydeck/transactions/disputes-element'
import { ReportElement } from '@paydeck/reports/element'
import type { PaydeckElementClass } from '@paydeck/ui'

/** Every element the script brings, by its class name, with what it is in one line (for the manifest). */
export const shippedElements: Record<string, { element: PaydeckElementClass; summary: string }> = {
  SupportButtonElement: {
    element: SupportButtonElement,
    summary: 'A Contact Support button that opens the form to raise a ticket.',
  },
  TicketListElement: {
    element: TicketListElement,
    summary: 'The signed-in user’s support tickets, paged and searched.',
  },
  TicketElement: { element: TicketElement, summary: 'One support ticket with its feed, comments and actions.' },
  LabelsManagerElement: { element: LabelsManagerElement, summary: 'The tenant’s ticket labels, to add and change.' },
  NotificationsBellElement: {
    element: NotificationsBellElement,
    summary: 'The notifications bell: unread count, panel, and the documents notifications lead to.',
  },
  ProposalElement: { element: ProposalElement, summary: 'A proposal, to read and accept or reject.' },
  AgreementElement: { element: AgreementElement, summary: 'An agreement, to read and accept or reject.' },
  TransactionLookupElement: {
    element: TransactionLookupElement,
    summary: 'The transaction lookup: filters, columns, paging by the server, CSV.',
  },
  TransactionElement: { element: TransactionElement, summary: 'One transaction with its details and activity.' },
  DisputesElement: {
    element: DisputesElement,
    summary: 'The disputes worked as cases: by tab and due time, filtered, exported; one opens in place.',
  },
  DisputeElement: {
    element: DisputeElement,
    summary: 'One dispute: its deadline, reason, payment, timeline, evidence, answer or acceptance.',
  },
  ReportElement: { element: ReportElement, summary: 'One report: its filters, rows, totals and export.' },
  DashboardElement: { element: DashboardElement, summary: 'The user’s dashboard of widgets.' },
  DashboardWidgetElement: { element: DashboardWidgetElement, summary: 'One dashboard widget, by its id.' },
  PriceBooksElement: {
    element: PriceBooksElement,
    summary: 'The tenant’s price books: products, fees, what a payment costs, proposals.',
  },
  PipelinesElement: { element: PipelinesElement, summary: 'The tenant’s pipelines and their stages.' },
  RolesElement: { element: RolesElement, summary: 'The roles of merchants’ or the tenant’s staff, with permissions.' },
  StaffAccountsElement: { element: StaffAccountsElement, summary: 'The tenant’s staff accounts, roles and grants.' },
  TenantsElement: { element: TenantsElement, summary: 'The platform’s tenants, each with its overview and staff.' },
  AuditLogElement: {
    element: AuditLogElement,
    summary: 'The organisation’s audit trail, or one record’s History, for administrators.',
  },
}
