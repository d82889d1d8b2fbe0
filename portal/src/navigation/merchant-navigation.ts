import { ADMINISTRATOR, collapsable, item, items, type NavEntry } from './nav-entry'

// The merchant menu of seed 001 section 2 and the merchant routes of seed 000 section 2, paths as spelled there.
const transactions = 'merchant/transaction-management'
const payments = 'merchant/payments'
const settings = 'merchant/payment-settings'

export const merchantNavigation: readonly NavEntry[] = [
  collapsable(
    'boarding',
    [
      item('precheckForm', 'boarding/precheckform', 'viewMerchantPortalPrecheck'),
      item('boardingDocuments', 'boarding/documents', 'viewMerchantPortalDocuments'),
    ],
    { path: 'boarding', icon: 'boarding' },
  ),
  item('dashboard', 'dashboard', undefined, { icon: 'dashboard', exactMatch: true }),
  collapsable(
    'transactions',
    [
      ...items('Merchant.Transaction.View', [
        ['transactionLookup', `${transactions}/transaction-lookup`],
        ['transactionLookupColumns', `${transactions}/transaction-lookup-columns`],
        ['utrResubmissions', `${transactions}/utr-resubmissions`],
        ['merchantDisputes', `${transactions}/disputes`],
      ]),
      item('virtualTerminal', `${transactions}/virtual-terminal`, 'Merchant.Transaction.VirtualTerminal'),
      item('processingSetupTool', `${transactions}/processing-setup-tool`, 'Merchant.Transaction.ProcessingSetupTool'),
    ],
    { path: transactions, icon: 'transactions' },
  ),
  collapsable(
    'payments',
    [
      item('singlePayment', `${payments}/single-payment`, 'Merchant.Payments.Single.View'),
      item('batchPayment', `${payments}/batch-payment`, 'Merchant.Payments.Batch.View'),
      ...items('Merchant.Payments.Single.View,Merchant.Payments.Batch.View', [
        ['beneficiaries', `${payments}/beneficiaries`],
        ['pendingPayments', `${payments}/pending-payments`],
        ['batchSummary', `${payments}/batch-summary`],
      ]),
      ...items('Merchant.Payments.OpenBanking.View', [
        ['openBankingConnections', `${payments}/open-banking-connections`],
        ['openBankingHistory', `${payments}/open-banking-history`],
      ]),
    ],
    { path: payments, icon: 'payments' },
  ),
  collapsable(
    'paymentSettings',
    [
      ...items('Merchant.Payments.Settings', [
        ['websites', `${settings}/websites`],
        ['paymentChannels', `${settings}/payment-channels`],
      ]),
      ...items('Merchant.PaymentsSettings.SmartRouting.View', [
        ['smartRoutingV2', `${settings}/smart-routing-v2`],
        ['smartRouting', `${settings}/smart-routing`],
      ]),
      item('midManagement', `${settings}/mid-management`, 'Merchant.Payments.Settings'),
      item('whiteListing', `${settings}/white-listing`, 'Merchant.Whiteliting.Management'),
      ...items('Merchant.Payments.Settings', [
        ['confirmationLevels', `${settings}/confirmation-levels`],
        ['antifraudRules', `${settings}/antifraud-rules`],
        ['antifraudBlacklist', `${settings}/antifraud-blacklist`],
        ['webhookEndpoints', `${settings}/webhook-endpoints`],
        ['errorMappings', `${settings}/error-mappings`],
      ]),
    ],
    { path: settings, permission: 'Merchant.Payments.Settings', icon: 'settings' },
  ),
  collapsable(
    'reports',
    items('Merchant.Reports.View', [
      ['transactionsDailyV1', 'reports/transactions-daily-v1'],
      ['transactionsDaily', 'reports/transactions-daily'],
      ['transactionsSummaryV1', 'reports/transactions-summary-v1'],
      ['transactionsSummary', 'reports/transactions-summary'],
      ['dataAnalytics', 'reports/data-analytics'],
      ['apiLogs', 'reports/api-logs'],
      ['webhookReport', 'reports/webhookreport'],
      ['webhookReportV2', 'reports/webhookreportV2'],
      ['resendWebhooks', 'reports/resend-webhooks'],
      ['accountStatement', 'reports/account-statement'],
      ['invoices', 'reports/invoices'],
      ['disputeRates', 'reports/dispute-rates'],
    ]),
    { path: 'reports', icon: 'reports' },
  ),
  collapsable(
    'developerSettings',
    [
      item('hostedPayment', 'developer-settings/hosted-payment', 'Merchant.DeveloperSettings.View'),
      item('merchantApiKeys', 'developer-settings/merchant-api-keys', 'Organization.Tpp.Credentials'),
    ],
    { path: 'developer-settings', icon: 'developer' },
  ),
  collapsable(
    'support',
    items('Merchant.Support.Lookup', [
      ['supportHome', 'merchant/support'],
      ['supportTickets', 'merchant/support-tickets'],
    ]),
    { icon: 'support' },
  ),
  collapsable(
    'users',
    [
      item('merchantManagement', 'merchant/users/merchant-management', 'Merchant.UserManagement.Users.View'),
      // The merchant's own audit trail, for its administrators.
      item('auditLog', 'merchant/users/audit-log', ADMINISTRATOR),
    ],
    { path: 'merchant/users', icon: 'users' },
  ),
  collapsable(
    'documentation',
    items('Documentation.View', [
      ['wiki', 'documentation/wiki'],
      ['apiReferences', 'documentation/api-references'],
      ['downloads', 'documentation/downloads'],
      ['faqs', 'documentation/faqs'],
    ]),
    { path: 'documentation', icon: 'documents' },
  ),
  // Seed 000: the profile button leads everyone but tenant staff here, platform staff included.
  item('personalDashboard', 'dashboard/personal', undefined, { hidden: true }),
  item('profileSettings', 'merchant/profile-settings', undefined, {
    hidden: true,
    userKinds: ['merchant', 'platform'],
  }),
  item('smartRoutingVisualization', 'smart-routing-visualization', 'Merchant.PaymentsSettings.SmartRouting.View', {
    hidden: true,
  }),
]
