import * as z from 'zod/mini'
import {
  described,
  openTo,
  optional,
  pageQuery,
  type Access,
  type CallDocument,
  type RouteArea,
} from '../../contract/route'
import { staff } from '../../contract/kinds'
import { supportPermissions } from '../support/support-rules'
import { bankOrderCalls } from './bank-orders.calls'
import { applyBankOrderSchema, bankOrderFormSchema, bankOrderSettingsSchema } from './bank-orders.schema'
import { bulkUpdateCalls } from './bulk-updates.calls'
import { applyBulkUpdateSchema } from './bulk-updates.schema'
import { payoutApprovalsSchema, payoutDeclinationsSchema } from './payout-approvals.schema'
import { deallocationSchema } from './pid-relationships.schema'
import { savedViewCalls } from './saved-views.calls'
import { newSavedViewSchema } from './saved-views.schema'
import { actionLookupCalls } from './action-lookups.calls'
import { apmCalls } from './apm-transactions.calls'
import { payoutCalls } from './payout-approvals.calls'
import { pidCalls } from './pid-relationships.calls'
import {
  actionPermissions,
  anyActionPermission,
  statusChangeActions,
  transactionToolPermissions,
  transactionViewPermissions,
  actionBodySchemas,
  binDataSchema,
  statusChangeSchema,
  transactionActions,
  type TransactionAction,
} from './transaction-actions'
import { actionCalls, transactionChangeCalls } from './transaction-actions.calls'
import { activityCalls } from './transaction-activity.calls'
import { lookupCalls } from './transactions.calls'
import { transactionQuerySchema } from './transactions.query'

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

/** What the document says of a call merchants make under api/transactions and staff under api/crm/transactions. */
function pairDocs<N extends string, D extends CallDocument>(name: N, doc: D) {
  return {
    [name]: { madeBy: name, ...doc, by: ['merchant'] },
    [`${name}ByStaff`]: { madeBy: name, headers: ['tenantId'], ...doc, by: staff },
  } as { [K in N]: D } & { [K in `${N}ByStaff`]: D }
}

const lookupQuery = transactionQuerySchema.shape
const { PageIndex: _index, PageSize: _size, key: _key, ...filters } = lookupQuery
const csvQuery = { ...filters, timeZone: z.string() }
const paged = { query: { pageIndex: pageQuery.pageIndex, pageSize: pageQuery.pageSize } }
const tenantHeader = { headers: ['tenantId'] } as const
const bulkUpdates: Access = { permission: { platform: transactionToolPermissions.platform.bulkUpdate } }
const bankOrders: Access = { permission: { tenant: transactionToolPermissions.tenant.bankOrders } }

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

const actionDocs = Object.fromEntries(
  transactionActions.map((action) => [
    `${action}Transaction`,
    {
      summary: actionSummaries[action],
      body: actionBodySchemas[action],
      headers: ['requestId', 'websiteId', 'tenantId'],
      by: staff,
      madeBy: 'performTransactionAction',
      access: {
        permission: { tenant: actionPermissions.tenant[action], platform: actionPermissions.platform[action] },
      },
    } satisfies CallDocument,
  ]),
) as unknown as { [A in TransactionAction as `${A}Transaction`]: Omit<CallDocument, 'params'> }

export const transactionRoutes = {
  area: 'transactions',
  description:
    'The transaction lookup, one transaction’s activity, its actions and the staff’s transaction tools (seed 001).',
  access: {
    permission: transactionViewPermissions,
    record: 'The caller’s own transactions: a merchant’s, a tenant’s, or those of the tenant platform staff name.',
  },
  routes: {
    ...described(lookupCalls, {
      fetchTransactions: {
        summary: 'A page of the merchant’s transactions by the lookup’s filters, sorted',
        query: lookupQuery,
        by: ['merchant'],
      },
      fetchTransactionsByTenant: {
        summary: 'A page of the tenant’s transactions by the lookup’s filters, sorted',
        query: lookupQuery,
        by: ['tenant'],
        madeBy: 'fetchTransactions',
      },
      fetchTransactionsFromReporting: {
        summary: 'The same page from the reporting service (the tenant’s transaction-lookup-v2)',
        query: lookupQuery,
        by: ['tenant'],
        madeBy: 'fetchTransactions',
      },
      fetchTransactionsByPlatform: {
        summary: 'A page of one tenant’s transactions, for platform staff',
        // Platform staff name the tenant whose book they look into: the sandbox refuses the call without it.
        query: { ...lookupQuery, tenantId: z.coerce.number().check(z.minimum(1)) },
        by: ['platform'],
        madeBy: 'fetchTransactions',
      },
      ...pairDocs('downloadTransactionsCsv', {
        summary: 'Every transaction the filters match as one CSV file, streamed',
        query: csvQuery,
      }),
      downloadApmTransactionsCsv: {
        summary: 'Every alternative-payment transaction the filters match as one CSV file',
        query: csvQuery,
        by: staff,
        madeBy: 'downloadTransactionsCsv',
      },
      ...pairDocs('fetchTransactionTotals', {
        summary: 'Count and volume per currency of everything the filters match',
        query: lookupQuery,
      }),
      ...pairDocs('searchTransactions', {
        access: searchAccess,
        summary: 'Transactions by a key: an external id, a transaction id, a card’s last four or an e-mail',
        query: lookupQuery,
      }),
    }),
    ...described(activityCalls, {
      ...pairDocs('fetchTransaction', { summary: 'One transaction' }),
      ...pairDocs('fetchTransactionDetails', { summary: 'A transaction with its balance' }),
      ...pairDocs('fetchTransactionEvents', { summary: 'Its events, a page', ...paged }),
      ...pairDocs('fetchRelatedTransactions', { summary: 'Its related transactions', ...paged }),
      ...pairDocs('fetchApiLogs', { summary: 'Its API requests and answers', ...paged }),
      ...pairDocs('fetchAntifraudAlerts', { summary: 'Its antifraud alerts' }),
      ...pairDocs('fetchTransactionFees', { summary: 'Its fees' }),
      ...pairDocs('fetchDisputeCodes', { summary: 'The dispute codes of its scheme' }),
      ...pairDocs('fetchRoutingLogs', { summary: 'How smart routing chose its provider' }),
      ...pairDocs('fetchCascading', {
        summary: 'The providers it was cascaded through',
        query: { offset: z.int().check(z.minimum(0)) },
      }),
      fetchAccountingEntries: { summary: 'Its accounting entries', ...tenantHeader },
      fetchWebhookDeliveries: { summary: 'Its webhook deliveries (webhooks v1)', ...tenantHeader },
      fetchWebhookDeliveriesV2: {
        summary: 'Its webhook deliveries (webhooks v2), a page',
        ...paged,
        by: ['merchant', 'tenant'],
        madeBy: 'fetchWebhookDeliveries',
      },
      fetchWebhookDeliveriesV2ByPlatform: {
        summary: 'Its webhook deliveries (webhooks v2), a page, for platform staff',
        query: { ...paged.query, ...optional({ tenantId: z.int() }) },
        by: ['platform'],
        madeBy: 'fetchWebhookDeliveries',
        ...tenantHeader,
      },
      resendWebhook: {
        access: tool('resendWebhook'),
        summary: 'Sends an event’s webhook again',
        by: staff,
        ...tenantHeader,
      },
    }),
    ...described(actionCalls, actionDocs),
    ...described(transactionChangeCalls, {
      changeTransactionStatus: {
        access: {
          permission: anyActionPermission(...Object.values(statusChangeActions)),
          record: 'The status it changes to needs that action’s permission.',
        },
        summary: 'Approves, declines or refunds by a change of status',
        body: statusChangeSchema,
        headers: ['requestId', 'tenantId'],
        by: staff,
      },
      updateBinData: {
        access: tool('binData'),
        summary: 'Corrects a card transaction’s BIN data',
        body: binDataSchema,
        by: staff,
      },
    }),
    ...described(bulkUpdateCalls, {
      requestBulkUpdate: {
        access: bulkUpdates,
        summary:
          'Uploads a CSV of transactions and the statuses they should reach as a draft that changes nothing, answered with each row’s verdict, once per requestId',
        query: { tenantId: z.int() },
        body: { multipart: { csvFile: 'file' } },
        by: ['platform'],
        headers: ['requestId'],
      },
      applyBulkUpdate: {
        access: bulkUpdates,
        summary:
          'Makes a draft bulk update’s ready rows, each by the action its status names (its valid rows only when asked), once per requestId',
        body: applyBulkUpdateSchema,
        by: ['platform'],
        headers: ['tenantId', 'requestId'],
      },
      discardBulkUpdate: {
        access: bulkUpdates,
        summary: 'Discards a draft bulk update: none of its rows is made, once per requestId',
        by: ['platform'],
        headers: ['tenantId', 'requestId'],
      },
      fetchBulkUpdates: {
        access: bulkUpdates,
        summary: 'The bulk updates made, a page',
        ...paged,
        by: ['platform'],
        ...tenantHeader,
      },
      fetchBulkUpdateRows: {
        access: bulkUpdates,
        summary: 'What a bulk update did, row by row',
        by: ['platform'],
        ...tenantHeader,
      },
    }),
    ...described(bankOrderCalls, {
      fetchBankOrders: { access: bankOrders, summary: 'The bank orders uploaded, a page', ...paged, by: ['tenant'] },
      fetchBankOrderItems: { access: bankOrders, summary: 'A bank order’s transfers', by: ['tenant'] },
      uploadBankOrder: {
        access: bankOrders,
        summary:
          'Uploads a bank order as a draft that pays nothing, answered with its preview (each row’s verdict, the totals, a repeat), once per requestId',
        body: { multipart: { ...bankOrderFormSchema.shape, csvFile: 'file' } },
        by: ['tenant'],
        headers: ['requestId'],
        draft: true,
      },
      applyBankOrder: {
        access: bankOrders,
        summary:
          'Queues a draft’s transfers, or sends them for approval under four eyes: its valid rows only, and a repeat only when asked, once per requestId',
        body: applyBankOrderSchema,
        by: ['tenant'],
        headers: ['requestId'],
      },
      approveBankOrder: {
        access: bankOrders,
        summary:
          'Approves an order awaiting approval, by someone other than its uploader (four eyes), once per requestId',
        by: ['tenant'],
        headers: ['requestId'],
      },
      discardBankOrder: {
        access: bankOrders,
        summary: 'Discards a draft or an order awaiting approval: nothing of it is paid, once per requestId',
        by: ['tenant'],
        headers: ['requestId'],
      },
      fetchBankOrderSettings: {
        access: bankOrders,
        summary: 'The tenant’s bank-order rules: four eyes, and the window a repeat is looked for in',
        by: ['tenant'],
      },
      saveBankOrderSettings: {
        access: { ...bankOrders, administrator: true },
        summary: 'Sets the tenant’s bank-order rules (administrators)',
        body: bankOrderSettingsSchema,
        by: ['tenant'],
      },
    }),
    ...described(pidCalls, {
      fetchPidRelationships: {
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
        by: staff,
        ...tenantHeader,
      },
      deallocatePidRelationship: {
        access: tool('resetRestriction'),
        summary: 'Frees a payer account from its relationship',
        body: deallocationSchema,
        by: staff,
        ...tenantHeader,
      },
      resetRestriction: {
        access: tool('resetRestriction'),
        summary: 'Lifts the restriction on a transaction’s payer account',
        query: { organizationId: z.int() },
        headers: ['requestId', 'tenantId'],
        by: staff,
      },
    }),
    ...described(payoutCalls, {
      approvePayouts: {
        access: { permission: anyActionPermission('approve') },
        summary: 'Approves payouts waiting for approval, each on its own',
        body: payoutApprovalsSchema,
        headers: ['requestId'],
        by: staff,
      },
      declinePayouts: {
        access: { permission: anyActionPermission('decline') },
        summary: 'Declines payouts waiting for approval, with one reason',
        body: payoutDeclinationsSchema,
        headers: ['requestId'],
        by: staff,
      },
    }),
    ...described(actionLookupCalls, {
      fetchReasons: {
        access: staffLookup,
        summary: 'The reasons an action on a type of transaction can give',
        params: { transactionType: z.string(), kind: z.enum(['Declined', 'Captured']) },
        by: staff,
      },
      fetchPaymentChannels: {
        access: staffLookup,
        summary: 'A merchant’s payment channels',
        query: { organizationId: z.int() },
        by: staff,
      },
      fetchActiveWebsites: { access: staffLookup, summary: 'A merchant’s active websites', by: staff },
    }),
    ...described(savedViewCalls, {
      ...pairDocs('fetchSavedViews', { summary: 'The saved views the user may open' }),
      ...pairDocs('fetchSavedView', { summary: 'One saved view' }),
      ...pairDocs('createSavedView', { summary: 'Saves a view', body: newSavedViewSchema }),
      ...pairDocs('updateSavedView', { summary: 'Changes one of the user’s views', body: newSavedViewSchema }),
      ...pairDocs('deleteSavedView', { summary: 'Deletes one of the user’s views' }),
    }),
    ...described(apmCalls, {
      fetchApmTransactions: {
        summary: 'A page of alternative-payment transactions by the lookup’s filters',
        query: lookupQuery,
        by: staff,
      },
      fetchApmTransaction: { summary: 'One alternative-payment transaction', by: staff, ...tenantHeader },
    }),
  },
} satisfies RouteArea
