import type { ReportRow } from '@paydeck/core/reports'
import type { ReportContext, SandboxReport } from './report'
import { column, list } from './report-fields'
import { apiCalls, CALLS, type ReportedCall } from './activity-lists'
import { wallClockIn } from '@paydeck/core/time'
import {
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

// The API-log report: the calls merchants made about the period's payments, by outcome.

/** The classes of an HTTP status as the API-log report shows, filters and sorts them: each below its bound. */
const outcomes = [
  { outcome: 'Succeeded', below: 300 },
  { outcome: 'Refused', below: 500 },
  { outcome: 'Failed', below: Infinity },
] as const
const outcomeOf = (statusCode: number) => outcomes.find((entry) => statusCode < entry.below)!.outcome
/** The same classes in SQL, over the calls' status_code. */
const outcomeSql = `CASE ${outcomes
  .map(({ outcome, below }) =>
    below === Infinity ? `ELSE '${outcome}'` : `WHEN status_code < ${below} THEN '${outcome}'`,
  )
  .join(' ')} END`

export const apiLogs: SandboxReport = {
  id: 'api-logs',
  permissions,
  definition: (context) =>
    describe(
      'api-logs',
      'API logs',
      'Every API call about the payments made in the period: the merchant’s and staff’s, with the answer and how long it took.',
      [
        column('at', 'Time', 'datetime'),
        ...merchantColumn(context),
        column('transactionId', 'Transaction', 'text'),
        column('reference', 'Order reference', 'text'),
        column('method', 'Method', 'text'),
        column('endpoint', 'Endpoint', 'text'),
        column('statusCode', 'HTTP status', 'number'),
        column('outcome', 'Outcome', 'status'),
        column('durationMs', 'Duration (ms)', 'number'),
      ],
      activityFilters(context, [
        {
          name: 'outcome',
          label: 'Outcome',
          type: 'select',
          multiSelectOptions: true,
          options: ['Succeeded', 'Refused', 'Failed'].map((value) => ({ value, label: value })),
        },
      ]),
    ),
  rows: (context) => callsOf(context).rows().map(callRow(context)),
  page: (context, asked) => pageOf(callsOf(context), asked, callOrders, callRow(context)),
}

/** The period's calls of the outcomes asked. */
const callsOf = (context: ReportContext) =>
  apiCalls(context.db, activityQuery(context), oneOf(outcomeSql, list(context.filters.outcome)))

const callOrders: Record<string, string> = {
  at: 'at',
  merchant: merchantNameIn(CALLS),
  transactionId: 'transaction_id',
  reference: 'reference COLLATE NOCASE',
  method: 'method',
  endpoint: 'endpoint COLLATE NOCASE',
  statusCode: 'status_code',
  outcome: outcomeSql,
  durationMs: 'duration_ms',
}

function callRow(context: ReportContext) {
  const merchant = merchantCell(context)
  return (call: ReportedCall): ReportRow => ({
    at: wallClockIn(call.at, context.timeZone),
    ...merchant(call.merchantId),
    transactionId: call.paymentId,
    reference: call.reference,
    method: call.method,
    endpoint: call.endpoint,
    statusCode: call.statusCode,
    outcome: outcomeOf(call.statusCode),
    durationMs: call.durationMs,
  })
}
