import type { ReportDefinition, ReportFilterField, ReportRow } from '@paydeck/core/reports'
import { type TransactionRow } from '../transactions/lookup'
import { ACTIVITY_IDS, DELIVERY_IDS } from '../transactions/activity-basics'
import { webhookResender } from '../transactions/activity-writes'
import type { ReportContext, SandboxReport } from './report'
import { column, counted, list } from './report-fields'
import { deliveries, DELIVERIES, type ReportedDelivery } from './activity-lists'
import { wallClockIn } from '@paydeck/core/time'
import {
  ACTIVITY_REPORT_DAYS,
  DESTINATION_REPORT_DAYS,
  activityFilters,
  activityQuery,
  describe,
  merchantCell,
  merchantColumn,
  merchantNameIn,
  oneOf,
  pageOf,
  permissions,
} from './activity-report-parts'
import { apiLogs } from './api-log-report'

// The reports on what the sandbox told merchants and what they asked of it: API calls and webhook deliveries, stored
// with their payments (transactions/stored-activity.ts). A report covers the payments made in its period with every
// call and delivery about them, payment by payment in time order, and the period is at most a month.

const deliveryStatusFilter: ReportFilterField = {
  name: 'delivery',
  label: 'Delivery',
  type: 'select',
  multiSelectOptions: true,
  options: ['Delivered', 'Retrying', 'Failed'].map((value) => ({ value, label: value })),
}

/** The period's webhook deliveries by the versions asked, of the delivery statuses asked (or as `unasked`). */
function deliveriesOf(
  context: ReportContext,
  versions: readonly ('v1' | 'v2')[],
  { maxDays = ACTIVITY_REPORT_DAYS, unasked = oneOf('status', []) } = {},
) {
  const statuses = list(context.filters.delivery)
  const filter = statuses.length > 0 ? oneOf('status', statuses) : unasked
  return deliveries(context.db, activityQuery(context, maxDays), versions, filter)
}

const deliveryOrders: Record<string, string> = {
  at: 'at',
  merchant: merchantNameIn(DELIVERIES),
  transactionId: 'transaction_id',
  reference: 'reference COLLATE NOCASE',
  event: 'event',
  url: 'url COLLATE NOCASE',
  status: 'status',
  statusCode: 'status_code',
  attempts: 'attempts',
  lastAttempt: 'last_attempt',
  eventId: 'event_id',
}

const deliveryColumns = (context: Pick<ReportContext, 'scope'>) => [
  column('at', 'Sent', 'datetime'),
  ...merchantColumn(context),
  column('transactionId', 'Transaction', 'text'),
  column('reference', 'Order reference', 'text'),
  column('event', 'Event', 'text'),
  column('url', 'Endpoint', 'text', { defaultVisible: context.scope.kind !== 'merchant' }),
  column('status', 'Delivery', 'status'),
  column('statusCode', 'HTTP status', 'number'),
  column('attempts', 'Attempts', 'number'),
  column('lastAttempt', 'Last attempt', 'datetime'),
  column('eventId', 'Event id', 'text', { defaultVisible: false }),
]

function deliveryRow(context: ReportContext) {
  const merchant = merchantCell(context)
  return (delivery: ReportedDelivery): ReportRow => ({
    at: wallClockIn(delivery.created, context.timeZone),
    ...merchant(delivery.merchantId),
    transactionId: delivery.paymentId,
    reference: delivery.reference,
    event: delivery.event,
    url: delivery.url,
    status: delivery.status,
    statusCode: delivery.statusCode,
    attempts: delivery.attempts,
    lastAttempt: wallClockIn(delivery.lastAttempt, context.timeZone),
    eventId: delivery.eventId,
  })
}

const webhookReport = (id: string, title: string, version: 'v1' | 'v2'): SandboxReport => ({
  id,
  permissions,
  definition: (context) =>
    describe(
      id,
      title,
      `Every ${version} webhook sent about the payments made in the period: the event, the endpoint’s answer and the attempts.`,
      deliveryColumns(context),
      activityFilters(context, [deliveryStatusFilter]),
    ),
  rows: (context) => deliveriesOf(context, [version]).rows().map(deliveryRow(context)),
  page: (context, asked) => pageOf(deliveriesOf(context, [version]), asked, deliveryOrders, deliveryRow(context)),
})

/** Sending again what a merchant's endpoint missed; staff and merchants with the webhook tools may. */
const resendWebhooks: SandboxReport = {
  id: 'resend-webhooks',
  permissions,
  action: {
    permissions: {
      merchant: 'Merchant.Payments.Settings',
      tenant: 'CRM.Transaction.Actions.ResendWebhook',
      platform: 'Platform.Transaction.Actions.ResendWebhook',
    },
    label: 'Send again',
    key: 'eventId',
    done: 'Sent again',
    run: ({ db, scope }, keys) => {
      const resend = webhookResender(db)
      const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
      const refused: { key: number; reason: string }[] = []
      for (const eventId of keys) {
        const row = byId.get(Math.floor(eventId / ACTIVITY_IDS)) as TransactionRow | undefined
        const inBook =
          row &&
          row.mode === scope.mode &&
          row.tenant_id === scope.tenantId &&
          (scope.merchantId === undefined || row.merchant_id === scope.merchantId)
        // Another book's event is refused in the same words as a missing one: nothing tells that it exists.
        if (!inBook || !resend(row, eventId))
          refused.push({ key: eventId, reason: `Event ${eventId} sent no webhook to send again.` })
      }
      return { done: keys.length - refused.length, refused }
    },
  },
  definition: (context) =>
    describe(
      'resend-webhooks',
      'Resend webhooks',
      'The v2 webhooks of the period’s payments that have not arrived (failed, or still retrying) unless you filter otherwise; select them and send them again.',
      deliveryColumns(context).map((entry) => (entry.name === 'eventId' ? { ...entry, defaultVisible: true } : entry)),
      activityFilters(context, [deliveryStatusFilter]),
    ),
  rows: (context) => resendable(context).rows().map(deliveryRow(context)),
  page: (context, asked) => pageOf(resendable(context), asked, deliveryOrders, deliveryRow(context)),
}

/** The v2 deliveries of the statuses asked; by default those missed whose event's webhook has not arrived since. */
function resendable(context: ReportContext) {
  return deliveriesOf(context, ['v2'], {
    unasked: {
      where: [
        `status <> 'Delivered'`,
        // An event's deliveries are a range of ids (transactions/activity-basics.ts); these are v2's, sent again.
        `NOT EXISTS (SELECT 1 FROM ${DELIVERIES} arrived WHERE arrived.mode = ${DELIVERIES}.mode
           AND arrived.tenant_id = ${DELIVERIES}.tenant_id AND arrived.created = ${DELIVERIES}.created
           AND arrived.row_id >= ${DELIVERIES}.row_id
           AND arrived.row_id < ${DELIVERIES}.event_id * ${DELIVERY_IDS} + ${DELIVERY_IDS} AND arrived.version = 'v2'
           AND arrived.status = 'Delivered')`,
      ],
      params: [],
    },
  })
}

/** An endpoint's deliveries of the period: how many, how they went, its latest, the latest that arrived. */
interface Destination {
  url: string
  merchantId: number
  version: string
  sent: number
  delivered: number
  retrying: number
  failed: number
  attempts: number
  /** The latest delivery's time, status and HTTP status, joined by spaces (the greatest of the joined, in SQL). */
  latest: string
  lastDelivered: string | null
}

/** Per endpoint of the period: deliveries, how many arrived, the latest one, and since when it has missed them. */
function destinations(context: ReportContext) {
  const ofStatuses = (delivery: string[] | null) =>
    deliveriesOf({ ...context, filters: { ...context.filters, delivery } }, ['v1', 'v2'], {
      maxDays: DESTINATION_REPORT_DAYS,
    })
  const endpoints = ofStatuses(null).grouped<Destination>(
    `url, merchant_id AS merchantId, version, count(*) AS sent, sum(status = 'Delivered') AS delivered,
     sum(status = 'Retrying') AS retrying, sum(status = 'Failed') AS failed, sum(attempts) AS attempts,
     max(at || ' ' || status || ' ' || ifnull(status_code, '')) AS latest,
     max(CASE WHEN status = 'Delivered' THEN at END) AS lastDelivered`,
    'url',
  )
  // The first miss after the latest delivery that arrived: the endpoint has taken none since (misses are few).
  const lastDelivered = new Map(endpoints.map((entry) => [entry.url, entry.lastDelivered ?? '']))
  const failingSince = new Map<string, string>()
  for (const missed of ofStatuses(['Retrying', 'Failed']).rows()) {
    const known = failingSince.get(missed.url)
    if (missed.created > lastDelivered.get(missed.url)! && (!known || missed.created < known))
      failingSince.set(missed.url, missed.created)
  }
  const merchant = merchantCell(context)
  return endpoints.map((entry) => {
    const [lastAt, lastStatus, code] = entry.latest.split(' ') as [string, string, string]
    return {
      ...entry,
      merchant: merchant(entry.merchantId),
      last: { at: lastAt, status: lastStatus, statusCode: code === '' ? null : Number(code) },
      failingSince: failingSince.get(entry.url) ?? null,
    }
  })
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)

/** A report with a row per merchant endpoint of the period: its own columns after the endpoint's. */
function destinationReport(
  id: string,
  title: string,
  description: string,
  columns: ReportDefinition['columns'],
  rowOf: (entry: ReturnType<typeof destinations>[number], context: ReportContext) => ReportRow,
): SandboxReport {
  return {
    id,
    permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
    definition: (context) =>
      describe(
        id,
        title,
        description,
        [
          column('merchant', 'Merchant', 'text'),
          column('url', 'Endpoint', 'text'),
          column('version', 'Version', 'text'),
          ...columns,
        ],
        activityFilters(context, [], DESTINATION_REPORT_DAYS),
      ),
    rows: (context) =>
      destinations(context).map((entry) => ({
        ...entry.merchant,
        url: entry.url,
        version: entry.version,
        ...rowOf(entry, context),
      })),
  }
}

const destinationStatus = destinationReport(
  'webhooks-destinations-status',
  'Webhook destinations: status',
  'Each merchant endpoint that webhooks went to in the period: whether its latest delivery arrived, and since when it has been missing them.',
  [
    column('state', 'State', 'status'),
    column('lastSent', 'Latest delivery', 'datetime'),
    column('lastStatusCode', 'Its HTTP status', 'number'),
    column('failingSince', 'Missing deliveries since', 'datetime'),
  ],
  (entry, context) => ({
    state: entry.last.status === 'Delivered' ? 'Healthy' : entry.last.status === 'Retrying' ? 'Retrying' : 'Failing',
    lastSent: wallClockIn(entry.last.at, context.timeZone),
    lastStatusCode: entry.last.statusCode,
    failingSince: entry.failingSince ? wallClockIn(entry.failingSince, context.timeZone) : null,
  }),
)

const destinationStatistics = destinationReport(
  'webhooks-destinations-statistics',
  'Webhook destinations: statistics',
  'Each merchant endpoint over the period: webhooks sent, delivered, retrying and failed, the delivery rate and the attempts each took.',
  [
    counted('sent', 'Sent'),
    counted('delivered', 'Delivered'),
    counted('retrying', 'Retrying'),
    counted('failed', 'Failed'),
    column('deliveryRate', 'Delivery rate', 'percent'),
    column('averageAttempts', 'Attempts per webhook', 'number'),
  ],
  (entry) => ({
    sent: entry.sent,
    delivered: entry.delivered,
    retrying: entry.retrying,
    failed: entry.failed,
    deliveryRate: percent(entry.delivered, entry.sent),
    averageAttempts: Math.round((entry.attempts / entry.sent) * 100) / 100,
  }),
)

export const deliveryReports: readonly SandboxReport[] = [
  apiLogs,
  webhookReport('webhookreport', 'Webhook report', 'v1'),
  webhookReport('webhookreportV2', 'Webhook report (v2)', 'v2'),
  resendWebhooks,
  destinationStatus,
  destinationStatistics,
]

/** Each merchant's latest v2 delivery of the period's payments (the dashboard's webhook status). */
export function latestDeliveries(context: ReportContext): Map<number, ReportedDelivery> {
  // SQLite takes the other columns from the row whose `at` is the greatest.
  const latest = deliveriesOf(context, ['v2'], { maxDays: DESTINATION_REPORT_DAYS }).grouped<ReportedDelivery>(
    `merchant_id AS merchantId, max(at) AS created, status`,
    'merchant_id',
  )
  return new Map(latest.map((delivery) => [delivery.merchantId, delivery]))
}
