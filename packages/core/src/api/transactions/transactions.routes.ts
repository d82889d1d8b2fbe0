import * as z from 'zod/mini'
import { openTo, optional, pageQuery, type Access, type Answer, type Route, type RouteArea } from '../../contract/route'
import { staff } from '../../contract/kinds'
import { supportPermissions } from '../support/support-rules'
import { reasonsSchema, paymentChannelSchema, websiteSchema } from './action-lookups'
import { apmTransactionPageSchema, apmTransactionSchema } from './apm-transactions'
import {
  applyBankOrderSchema,
  bankOrderFormSchema,
  bankOrderItemSchema,
  bankOrderPageSchema,
  bankOrderSchema,
  bankOrderSettingsSchema,
  bankOrderUploadSchema,
} from './bank-orders'
import {
  applyBulkUpdateSchema,
  bulkUpdatePageSchema,
  bulkUpdateResultSchema,
  bulkUpdateRowSchema,
} from './bulk-updates'
import { batchResultSchema, payoutApprovalsSchema, payoutDeclinationsSchema } from './payout-approvals'
import { deallocationSchema, pidRelationshipPageSchema } from './pid-relationships'
import { newSavedViewSchema, savedViewListSchema, savedViewSchema } from './saved-views'
import {
  actionResultSchema,
  actionPermissions,
  anyActionPermission,
  statusChangeActions,
  transactionToolPermissions,
  transactionViewPermissions,
  actionPaths,
  actionBodySchemas,
  binDataSchema,
  statusChangeSchema,
  transactionActions,
} from './transaction-actions'
import { detailsSchema } from './transaction-activity.api'
import {
  accountingEntriesSchema,
  antifraudAlertsSchema,
  apiLogPageSchema,
  cascadingPageSchema,
  disputeCodesSchema,
  feesSchema,
  routingLogsSchema,
  transactionEventPageSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
} from './transaction-activity.schema'
import { totalsSchema } from './transactions.api'
import { transactionQuerySchema } from './transactions.query'
import { transactionPageSchema, transactionSchema } from './transactions.schema'

type Call = Omit<Route, 'path' | 'by'>

const tool = (
  name: keyof typeof transactionToolPermissions.tenant & keyof typeof transactionToolPermissions.platform,
): Access => ({
  permission: { tenant: transactionToolPermissions.tenant[name], platform: transactionToolPermissions.platform[name] },
})
/** The search the support forms use to attach a transaction: viewing transactions or support suffices. */
const searchAccess: Access = {
  permission: Object.fromEntries(
    (['merchant', 'tenant', 'platform'] as const).map((kind) => [
      kind,
      `${transactionViewPermissions[kind]},${supportPermissions[kind]}`,
    ]),
  ),
}
const staffLookup = openTo('The choices an action’s form offers.')

/** A call merchants make under api/transactions and staff under api/crm/transactions (platform staff name the tenant). */
function merchantAndStaff<N extends string, B extends string, C extends Call>(name: N, below: B, call: C) {
  return {
    [name]: { madeBy: name, ...call, path: `api/transactions${below}`, by: ['merchant'] },
    [`${name}ByStaff`]: {
      madeBy: name,
      headers: ['tenantId'],
      ...call,
      path: `api/crm/transactions${below}`,
      by: staff,
    },
  } as { [K in N]: C & { path: `api/transactions${B}` } } & {
    [K in `${N}ByStaff`]: C & { path: `api/crm/transactions${B}` }
  }
}

const lookupQuery = transactionQuerySchema.shape
const { PageIndex: _index, PageSize: _size, ...filters } = lookupQuery
const csvQuery = { ...filters, timeZone: z.string() }
const paged = { query: { pageIndex: pageQuery.pageIndex, pageSize: pageQuery.pageSize } }
const read = <A extends Answer>(summary: string, answer: A) => ({ method: 'GET' as const, summary, answer })
const readPage = <A extends Answer>(summary: string, answer: A) => ({ ...read(summary, answer), ...paged })
const tenantHeader = { headers: ['tenantId'] } as const

const actionSummaries: Record<(typeof transactionActions)[number], string> = {
  capture: 'Captures a reserved payment, all or part of it',
  void: 'Voids a reserved payment',
  refund: 'Refunds a captured payment, all or part of it',
  reversal: 'Reverses a captured payment, all or part of it',
  statusChangeRefund: 'Marks a captured payment refunded, without moving money',
  approve: 'Approves a payment waiting for approval',
  decline: 'Declines a payment waiting for approval, with a reason',
  dispute: 'Opens a dispute on a captured payment',
  checkStatus: 'Asks the provider for the payment’s status',
}

const actionRoutes = Object.fromEntries(
  transactionActions.map((action) => [
    `${action}Transaction`,
    {
      method: 'POST',
      path: `api/crm/transactions/{id}/${actionPaths[action]}`,
      summary: actionSummaries[action],
      body: actionBodySchemas[action],
      answer: actionResultSchema,
      headers: ['requestId', 'websiteId', 'tenantId'],
      by: staff,
      madeBy: 'performTransactionAction',
      access: {
        permission: { tenant: actionPermissions.tenant[action], platform: actionPermissions.platform[action] },
      },
    } satisfies Route,
  ]),
) as unknown as {
  [A in (typeof transactionActions)[number] as `${A}Transaction`]: Omit<
    Route,
    'method' | 'path' | 'params' | 'body' | 'answer'
  > & {
    method: 'POST'
    path: `api/crm/transactions/{id}/${string}`
    body: (typeof actionBodySchemas)[A]
    answer: typeof actionResultSchema
  }
}

export const transactionRoutes = {
  area: 'transactions',
  description:
    'The transaction lookup, one transaction’s activity, its actions and the staff’s transaction tools (seed 001).',
  access: {
    permission: transactionViewPermissions,
    record: 'The caller’s own transactions: a merchant’s, a tenant’s, or those of the tenant platform staff name.',
  },
  routes: {
    fetchTransactions: {
      method: 'GET',
      path: 'api/transactions',
      summary: 'A page of the merchant’s transactions by the lookup’s filters, sorted',
      query: lookupQuery,
      answer: transactionPageSchema,
      by: ['merchant'],
    },
    fetchTransactionsByTenant: {
      method: 'GET',
      path: 'api/crm/transactions',
      summary: 'A page of the tenant’s transactions by the lookup’s filters, sorted',
      query: lookupQuery,
      answer: transactionPageSchema,
      by: ['tenant'],
      madeBy: 'fetchTransactions',
    },
    fetchTransactionsFromReporting: {
      method: 'GET',
      path: 'reporting/crm/reports/transactions-lookup-v2',
      summary: 'The same page from the reporting service (the tenant’s transaction-lookup-v2)',
      query: lookupQuery,
      answer: transactionPageSchema,
      by: ['tenant'],
      madeBy: 'fetchTransactions',
    },
    fetchTransactionsByPlatform: {
      method: 'GET',
      path: 'api/crm/transactions/platform',
      summary: 'A page of one tenant’s transactions, for platform staff',
      // Platform staff name the tenant whose book they look into: the sandbox refuses the call without it.
      query: { ...lookupQuery, tenantId: z.coerce.number().check(z.minimum(1)) },
      answer: transactionPageSchema,
      by: ['platform'],
      madeBy: 'fetchTransactions',
    },
    ...merchantAndStaff('downloadTransactionsCsv', '/csv', {
      method: 'GET',
      summary: 'Every transaction the filters match as one CSV file, streamed',
      query: csvQuery,
      answer: 'file:text/csv',
    }),
    downloadApmTransactionsCsv: {
      method: 'GET',
      path: 'api/crm/apm-transactions/csv',
      summary: 'Every alternative-payment transaction the filters match as one CSV file',
      query: csvQuery,
      answer: 'file:text/csv',
      by: staff,
      madeBy: 'downloadTransactionsCsv',
    },
    ...merchantAndStaff('fetchTransactionTotals', '/totals', {
      method: 'GET',
      summary: 'Count and volume per currency of everything the filters match',
      query: lookupQuery,
      answer: totalsSchema,
    }),
    ...merchantAndStaff('searchTransactions', '/searchKey', {
      access: searchAccess,
      method: 'GET',
      summary: 'Transactions by a key: an external id, a transaction id, a card’s last four or an e-mail',
      query: lookupQuery,
      answer: transactionPageSchema,
    }),
    ...merchantAndStaff('fetchTransaction', '/{id}', read('One transaction', transactionSchema)),
    ...merchantAndStaff(
      'fetchTransactionDetails',
      '/{id}/details',
      read('A transaction with its balance', detailsSchema),
    ),
    ...merchantAndStaff(
      'fetchTransactionEvents',
      '/{id}/events',
      readPage('Its events, a page', transactionEventPageSchema),
    ),
    ...merchantAndStaff(
      'fetchRelatedTransactions',
      '/{id}/related',
      readPage('Its related transactions', transactionPageSchema),
    ),
    ...merchantAndStaff('fetchApiLogs', '/{id}/api-logs', readPage('Its API requests and answers', apiLogPageSchema)),
    ...merchantAndStaff('fetchAntifraudAlerts', '/{id}/alerts', read('Its antifraud alerts', antifraudAlertsSchema)),
    ...merchantAndStaff('fetchTransactionFees', '/{id}/fees', read('Its fees', feesSchema)),
    ...merchantAndStaff(
      'fetchDisputeCodes',
      '/{id}/disputeCodes',
      read('The dispute codes of its scheme', disputeCodesSchema),
    ),
    ...merchantAndStaff(
      'fetchRoutingLogs',
      '/{id}/smart-routing-logs/0',
      read('How smart routing chose its provider', routingLogsSchema),
    ),
    ...merchantAndStaff('fetchCascading', '/{id}/cascading', {
      ...read('The providers it was cascaded through', cascadingPageSchema),
      query: { offset: z.int().check(z.minimum(0)) },
    }),
    fetchAccountingEntries: {
      method: 'GET',
      path: 'acc/customers/{merchantId}/transactions/{id}/accounting-entries',
      summary: 'Its accounting entries',
      answer: accountingEntriesSchema,
      ...tenantHeader,
    },
    fetchWebhookDeliveries: {
      method: 'GET',
      path: 'wh/api/crm/notifications/transaction-webhooks/{id}',
      summary: 'Its webhook deliveries (webhooks v1)',
      answer: z.array(webhookDeliverySchema),
      ...tenantHeader,
    },
    fetchWebhookDeliveriesV2: {
      method: 'GET',
      path: 'wh2/api/crm/notifications/transaction-webhooks/{id}',
      summary: 'Its webhook deliveries (webhooks v2), a page',
      ...paged,
      answer: webhookDeliveryPageSchema,
      by: ['merchant', 'tenant'],
      madeBy: 'fetchWebhookDeliveries',
    },
    fetchWebhookDeliveriesV2ByPlatform: {
      method: 'GET',
      path: 'wh2/api/crm/notifications/platform-transaction-webhooks/{id}',
      summary: 'Its webhook deliveries (webhooks v2), a page, for platform staff',
      query: { ...paged.query, ...optional({ tenantId: z.int() }) },
      answer: webhookDeliveryPageSchema,
      by: ['platform'],
      madeBy: 'fetchWebhookDeliveries',
      ...tenantHeader,
    },
    resendWebhook: {
      access: tool('resendWebhook'),
      method: 'POST',
      path: 'api/crm/transactions/events/{eventId}/resend-webhook',
      summary: 'Sends an event’s webhook again',
      answer: webhookDeliverySchema,
      by: staff,
      ...tenantHeader,
    },
    ...actionRoutes,
    changeTransactionStatus: {
      access: {
        permission: anyActionPermission(...Object.values(statusChangeActions)),
        record: 'The status it changes to needs that action’s permission.',
      },
      method: 'PUT',
      path: 'api/crm/transactions/{id}/StatusChange',
      summary: 'Approves, declines or refunds by a change of status',
      body: statusChangeSchema,
      answer: actionResultSchema,
      headers: ['requestId', 'tenantId'],
      by: staff,
    },
    updateBinData: {
      access: tool('binData'),
      method: 'PUT',
      path: 'api/crm/transactions/bin-data/{id}',
      summary: 'Corrects a card transaction’s BIN data',
      body: binDataSchema,
      answer: transactionSchema,
      by: staff,
    },
    requestBulkUpdate: {
      access: { permission: { platform: transactionToolPermissions.platform.bulkUpdate } },
      method: 'POST',
      path: 'api/crm/transactions/bulk-updates',
      summary:
        'Uploads a CSV of transactions and the statuses they should reach as a draft that changes nothing, answered with each row’s verdict, once per requestId',
      query: { tenantId: z.int() },
      body: { multipart: { csvFile: 'file' } },
      answer: bulkUpdateResultSchema,
      by: ['platform'],
      headers: ['requestId'],
    },
    applyBulkUpdate: {
      access: { permission: { platform: transactionToolPermissions.platform.bulkUpdate } },
      method: 'POST',
      path: 'api/crm/transactions/bulk-updates/{id}/apply',
      summary:
        'Makes a draft bulk update’s ready rows, each by the action its status names (its valid rows only when asked), once per requestId',
      body: applyBulkUpdateSchema,
      answer: bulkUpdateResultSchema,
      by: ['platform'],
      headers: ['tenantId', 'requestId'],
    },
    discardBulkUpdate: {
      access: { permission: { platform: transactionToolPermissions.platform.bulkUpdate } },
      method: 'POST',
      path: 'api/crm/transactions/bulk-updates/{id}/discard',
      summary: 'Discards a draft bulk update: none of its rows is made, once per requestId',
      answer: bulkUpdateResultSchema,
      by: ['platform'],
      headers: ['tenantId', 'requestId'],
    },
    fetchBulkUpdates: {
      access: { permission: { platform: transactionToolPermissions.platform.bulkUpdate } },
      method: 'GET',
      path: 'api/crm/transactions/bulk-updates',
      summary: 'The bulk updates made, a page',
      ...paged,
      answer: bulkUpdatePageSchema,
      by: ['platform'],
      ...tenantHeader,
    },
    fetchBulkUpdateRows: {
      access: { permission: { platform: transactionToolPermissions.platform.bulkUpdate } },
      method: 'GET',
      path: 'api/crm/transactions/bulk-updates/{id}/rows',
      summary: 'What a bulk update did, row by row',
      answer: z.array(bulkUpdateRowSchema),
      by: ['platform'],
      ...tenantHeader,
    },
    fetchBankOrders: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'GET',
      path: 'api/crm/tenpaybankorders',
      summary: 'The bank orders uploaded, a page',
      ...paged,
      answer: bankOrderPageSchema,
      by: ['tenant'],
    },
    fetchBankOrderItems: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'GET',
      path: 'api/crm/tenpaybankorders/items/{bankOrderId}',
      summary: 'A bank order’s transfers',
      answer: z.array(bankOrderItemSchema),
      by: ['tenant'],
    },
    uploadBankOrder: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'POST',
      path: 'api/crm/tenpaybankorders',
      summary:
        'Uploads a bank order as a draft that pays nothing, answered with its preview (each row’s verdict, the totals, a repeat), once per requestId',
      body: { multipart: { ...bankOrderFormSchema.shape, csvFile: 'file' } },
      answer: bankOrderUploadSchema,
      by: ['tenant'],
      headers: ['requestId'],
      draft: true,
    },
    applyBankOrder: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'POST',
      path: 'api/crm/tenpaybankorders/{id}/apply',
      summary:
        'Queues a draft’s transfers, or sends them for approval under four eyes: its valid rows only, and a repeat only when asked, once per requestId',
      body: applyBankOrderSchema,
      answer: bankOrderSchema,
      by: ['tenant'],
      headers: ['requestId'],
    },
    approveBankOrder: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'POST',
      path: 'api/crm/tenpaybankorders/{id}/approve',
      summary:
        'Approves an order awaiting approval, by someone other than its uploader (four eyes), once per requestId',
      answer: bankOrderSchema,
      by: ['tenant'],
      headers: ['requestId'],
    },
    discardBankOrder: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'POST',
      path: 'api/crm/tenpaybankorders/{id}/discard',
      summary: 'Discards a draft or an order awaiting approval: nothing of it is paid, once per requestId',
      answer: bankOrderSchema,
      by: ['tenant'],
      headers: ['requestId'],
    },
    fetchBankOrderSettings: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders } },
      method: 'GET',
      path: 'api/crm/tenpaybankorders/settings',
      summary: 'The tenant’s bank-order rules: four eyes, and the window a repeat is looked for in',
      answer: bankOrderSettingsSchema,
      by: ['tenant'],
    },
    saveBankOrderSettings: {
      access: { permission: { tenant: transactionToolPermissions.tenant.bankOrders }, administrator: true },
      method: 'PUT',
      path: 'api/crm/tenpaybankorders/settings',
      summary: 'Sets the tenant’s bank-order rules (administrators)',
      body: bankOrderSettingsSchema,
      answer: bankOrderSettingsSchema,
      by: ['tenant'],
    },
    fetchPidRelationships: {
      method: 'GET',
      path: 'api/crm/transactions/relationships',
      summary: 'Payer-account relationships, a page, filtered',
      query: {
        ...pageQuery,
        ...optional({
          externalOrganizationId: z.int(),
          transactionId: z.int(),
          websiteId: z.string(),
          requestType: z.enum(['Payment', 'Payout']),
        }),
      },
      answer: pidRelationshipPageSchema,
      by: staff,
      ...tenantHeader,
    },
    deallocatePidRelationship: {
      access: tool('resetRestriction'),
      method: 'PUT',
      path: 'api/crm/transactions/relationships/deallocate',
      summary: 'Frees a payer account from its relationship',
      body: deallocationSchema,
      answer: 'ignored',
      by: staff,
      ...tenantHeader,
    },
    resetRestriction: {
      access: tool('resetRestriction'),
      method: 'PUT',
      path: 'api/crm/transactions/{id}/reset-restriction',
      summary: 'Lifts the restriction on a transaction’s payer account',
      query: { organizationId: z.int() },
      answer: actionResultSchema,
      headers: ['requestId', 'tenantId'],
      by: staff,
    },
    approvePayouts: {
      access: { permission: anyActionPermission('approve') },
      method: 'POST',
      path: 'api/crm/transactions/payout/approvals',
      summary: 'Approves payouts waiting for approval, each on its own',
      body: payoutApprovalsSchema,
      answer: batchResultSchema,
      headers: ['requestId'],
      by: staff,
    },
    declinePayouts: {
      access: { permission: anyActionPermission('decline') },
      method: 'POST',
      path: 'api/crm/transactions/payout/declinations',
      summary: 'Declines payouts waiting for approval, with one reason',
      body: payoutDeclinationsSchema,
      answer: batchResultSchema,
      headers: ['requestId'],
      by: staff,
    },
    fetchReasons: {
      access: staffLookup,
      method: 'GET',
      path: 'api/crm/lookup/{transactionType}/reasons/{kind}',
      summary: 'The reasons an action on a type of transaction can give',
      params: { transactionType: z.string(), kind: z.enum(['Declined', 'Captured']) },
      answer: reasonsSchema,
      by: staff,
    },
    fetchPaymentChannels: {
      access: staffLookup,
      method: 'GET',
      path: 'api/crm/payment-channels/all',
      summary: 'A merchant’s payment channels',
      query: { organizationId: z.int() },
      answer: z.array(paymentChannelSchema),
      by: staff,
    },
    fetchActiveWebsites: {
      access: staffLookup,
      method: 'GET',
      path: 'api/crm/lookup/organizations/{organizationId}/websites/active',
      summary: 'A merchant’s active websites',
      answer: z.array(websiteSchema),
      by: staff,
    },
    ...merchantAndStaff('fetchSavedViews', '/views', read('The saved views the user may open', savedViewListSchema)),
    ...merchantAndStaff('fetchSavedView', '/views/{id}', read('One saved view', savedViewSchema)),
    ...merchantAndStaff('createSavedView', '/views', {
      method: 'POST',
      summary: 'Saves a view',
      body: newSavedViewSchema,
      answer: savedViewSchema,
    }),
    ...merchantAndStaff('updateSavedView', '/views/{id}', {
      method: 'PUT',
      summary: 'Changes one of the user’s views',
      body: newSavedViewSchema,
      answer: savedViewSchema,
    }),
    ...merchantAndStaff('deleteSavedView', '/views/{id}', {
      method: 'DELETE',
      summary: 'Deletes one of the user’s views',
      answer: 'ignored',
    }),
    fetchApmTransactions: {
      method: 'GET',
      path: 'api/crm/apm-transactions',
      summary: 'A page of alternative-payment transactions by the lookup’s filters',
      query: lookupQuery,
      answer: apmTransactionPageSchema,
      by: staff,
    },
    fetchApmTransaction: {
      method: 'GET',
      path: 'api/crm/apm-transactions/{id}',
      summary: 'One alternative-payment transaction',
      answer: apmTransactionSchema,
      by: staff,
      ...tenantHeader,
    },
  },
} satisfies RouteArea
