import type { ReportFilterField, ReportRow } from '@paydeck/core/reports'
import { ticketCategories } from '@paydeck/core/support'
import type { SandboxReport } from './report'
import { column, counted, list, periodFilter, periodOf, tenantFilter } from './report-fields'
import { wallClockIn } from '@paydeck/core/time'
import { containing, likeEscape } from '../db/like'

// The reports on what people did rather than on payments: the platform's login history (every sign-in the sandbox's
// OpenID provider saw) and the support desk's analytics (from the tickets and their feeds).

const outcomeFilter: ReportFilterField = {
  name: 'outcome',
  label: 'Outcome',
  type: 'select',
  multiSelectOptions: true,
  options: [
    { value: 'Succeeded', label: 'Succeeded' },
    { value: 'Refused', label: 'Refused' },
  ],
}

const loginHistory: SandboxReport = {
  id: 'login-history',
  acrossTenants: true,
  permissions: { platform: 'Platform.Reports.LoginHistory' },
  definition: () => ({
    id: 'login-history',
    title: 'Login history',
    description: 'Every sign-in at the identity provider in the period: who, from where, and whether it succeeded.',
    columns: [
      column('at', 'Time', 'datetime'),
      column('email', 'E-mail', 'text'),
      column('organisation', 'Organisation', 'text'),
      column('outcome', 'Outcome', 'status'),
      column('ip', 'IP address', 'text'),
      column('userAgent', 'Browser', 'text', { defaultVisible: false, sortable: false }),
    ],
    filters: [
      periodFilter,
      {
        name: 'email',
        label: 'E-mail contains',
        type: 'input',
        validations: [{ name: 'maxLength', value: 254, message: 'An e-mail address has at most 254 characters.' }],
      },
      outcomeFilter,
    ],
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { from, to } = periodOf(context)
    const where = ['s.at >= ?', 's.at < ?']
    const params: unknown[] = [from, to]
    const email = typeof context.filters.email === 'string' ? context.filters.email.trim() : ''
    if (email) {
      where.push(`s.email LIKE ? ${likeEscape}`)
      params.push(containing(email))
    }
    const outcomes = list(context.filters.outcome)
    if (outcomes.length > 0) {
      where.push(`s.outcome IN (${outcomes.map(() => '?').join(', ')})`)
      params.push(...outcomes)
    }
    const rows = context.db
      .prepare(
        `SELECT s.at, s.email, s.outcome, s.ip, s.user_agent AS userAgent,
           COALESCE(m.legal_business_name, t.name, CASE WHEN u.id IS NOT NULL THEN 'Platform' END) AS organisation
         FROM sign_ins s LEFT JOIN users u ON u.id = s.user_id
           LEFT JOIN merchants m ON m.id = u.merchant_id LEFT JOIN tenants t ON t.id = u.tenant_id
         WHERE ${where.join(' AND ')}`,
      )
      .all(...params) as (ReportRow & { at: string })[]
    return rows.map((row) => ({ ...row, at: wallClockIn(row.at, context.timeZone) }))
  },
}

/** Who answers a ticket of a channel: the tenant's staff a merchant's, the platform a tenant's. */
const responderComment = {
  CustomerToTenantTicketChannel: 'TenantCommentItem',
  TenantToPlatformTicketChannel: 'PlatformCommentItem',
} as const

const hours = (from: string, to: string | null) => (to ? (Date.parse(to) - Date.parse(from)) / 3_600_000 : null)
const average = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10

const supportAnalytics: SandboxReport = {
  id: 'support-analytics-report',
  permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
  definition: ({ db, scope }) => ({
    id: 'support-analytics-report',
    title: 'Support analytics',
    description:
      'Tickets opened in the period per category: how many, how many are closed, and how long the first answer and the resolution took.',
    columns: [
      column('category', 'Category', 'text'),
      counted('opened', 'Opened'),
      counted('closed', 'Closed'),
      counted('open', 'Still open'),
      column('answered', 'Answered', 'number'),
      column('firstResponseHours', 'Average first response (hours)', 'number'),
      column('resolutionHours', 'Average resolution (hours)', 'number'),
    ],
    filters: [
      ...(scope.kind === 'platform' ? [tenantFilter(db)] : []),
      periodFilter,
      {
        name: 'category',
        label: 'Category',
        type: 'select',
        multiSelectOptions: true,
        options: ticketCategories.map((category) => ({ value: category, label: category })),
      },
    ],
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { from, to } = periodOf(context)
    // A tenant's staff answer their merchants' tickets; the platform answers the tenants'.
    const channel =
      context.scope.kind === 'platform' ? 'TenantToPlatformTicketChannel' : 'CustomerToTenantTicketChannel'
    const categories = list(context.filters.category)
    const tickets = context.db
      .prepare(
        `SELECT t.category, t.status, t.created,
           (SELECT MIN(f.created) FROM ticket_feed f WHERE f.ticket_id = t.id AND f.type = ?) AS answered,
           (SELECT MIN(f.created) FROM ticket_feed f WHERE f.ticket_id = t.id AND f.type = 'StatusChangeFeedItem'
              AND json_extract(f.payload, '$.newState') = 'Closed') AS closedAt
         FROM tickets t
         WHERE t.channel = ? AND t.tenant_id = ? AND t.created >= ? AND t.created < ?
           ${categories.length > 0 ? `AND t.category IN (${categories.map(() => '?').join(', ')})` : ''}`,
      )
      .all(responderComment[channel], channel, context.scope.tenantId, from, to, ...categories) as {
      category: string
      status: string
      created: string
      answered: string | null
      closedAt: string | null
    }[]
    const byCategory = new Map<string, typeof tickets>()
    for (const ticket of tickets) byCategory.set(ticket.category, [...(byCategory.get(ticket.category) ?? []), ticket])
    return [...byCategory].map(([category, group]): ReportRow => {
      const responses = group.map((ticket) => hours(ticket.created, ticket.answered)).filter((h) => h !== null)
      const resolutions = group.map((ticket) => hours(ticket.created, ticket.closedAt)).filter((h) => h !== null)
      const closed = group.filter((ticket) => ticket.status === 'Closed').length
      return {
        category,
        opened: group.length,
        closed,
        open: group.length - closed,
        answered: responses.length,
        firstResponseHours: average(responses),
        resolutionHours: average(resolutions),
      }
    })
  },
}

export const activityReports: readonly SandboxReport[] = [loginHistory, supportAnalytics]
