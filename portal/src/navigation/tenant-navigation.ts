import { ADMINISTRATOR, collapsable, group, item, items, type NavEntry } from './nav-entry'

// The CRM / tenant menu of seed 001 section 2 and the tenant routes of seed 000 section 2, paths as spelled there.
const tm = 'transaction-management'
const reports = 'crm/reports'
const settings = 'crm/settings'

export const tenantNavigation: readonly NavEntry[] = [
  item('crmDashboard', 'crm/dashboard', undefined, { icon: 'dashboard', exactMatch: true }),
  item('crmPersonalDashboard', 'crm/dashboard/personal', undefined, { hidden: true }),
  group(
    'crm',
    [
      ...items('CRM.Crm.View', [
        ['tasks', 'crm/tasks'],
        ['leads', 'crm/leads'],
        ['contacts', 'crm/contacts'],
        ['opportunities', 'crm/opportunities'],
        ['products', 'crm/products'],
        ['projects', 'crm/projects'],
        ['organizations', 'crm/organizations'],
        ['emails', 'crm/emails'],
      ]),
      // Price books are managed by whoever holds the price books permission, as the sandbox enforces.
      item('priceBooks', 'crm/price-books', 'CRM.PriceBooks.Manage'),
    ],
    { path: 'crm', breadcrumb: false, icon: 'crm' },
  ),
  collapsable(
    'crmTransactions',
    [
      ...items('CRM.Transaction.View', [
        ['crmTransactionLookup', `${tm}/transaction-lookup`],
        ['crmTransactionLookupColumns', `${tm}/transaction-lookup-columns`],
        ['crmUtrResubmissions', `${tm}/utr-resubmissions`],
        ['terminalTransactionLookup', `${tm}/terminal-transaction-lookup`],
        ['terminalCurrencyConversions', `${tm}/terminal-currency-conversions`],
        ['terminalSettlements', `${tm}/terminal-settlements`],
        ['transactionLookupV2', `${tm}/transaction-lookup-v2`],
        ['transactionLookupApm', `${tm}/transaction-lookup-apm`],
        ['transactionLookupV3', `${tm}/transaction-lookup-v3`],
        ['crmPendingPayments', `${tm}/pending-payments`],
        ['vrTransactionLookup', `${tm}/vrtransaction-lookup`],
      ]),
      item('bankOrderUploads', `${tm}/bank-order-uploads`, 'CRM.Transaction.BankOrders'),
      item('crmVirtualTerminal', `${tm}/virtual-terminal`, 'CRM.Transaction.VirtualTerminal'),
      ...items('CRM.Transaction.View', [
        ['rdrBatchSummary', `${tm}/rdr/batch-summary`],
        ['disputesLookup', `${tm}/disputes/disputes-lookup`],
      ]),
      item('crmProcessingSetupTool', `${tm}/processing-setup-tool`, 'CRM.Transaction.ProcessingSetupTool'),
    ],
    { path: tm, icon: 'transactions' },
  ),
  collapsable(
    'crmReports',
    [
      ...items('Reports.View', [
        ['crmTransactionsDailyV1', `${reports}/transactions-daily-v1`],
        ['crmTransactionsDaily', `${reports}/transactions-daily`],
        ['crmTransactionsSummaryV1', `${reports}/transactions-summary-v1`],
        ['crmTransactionsSummary', `${reports}/transactions-summary`],
        ['transactionsSummaryV3', `${reports}/transactions-summary-v3`],
        ['transactionsSummaryPerDayMonth', `${reports}/transactions-summary-per-day-month`],
        ['declinedTransactionReasons', `${reports}/declined-transaction-reasons`],
        ['declineReasons', `${reports}/decline-reasons`],
        ['crmDataAnalytics', `${reports}/data-analytics`],
        ['pmpConfigurationReport', `${reports}/pmp-configuration-report`],
        ['supportAnalyticsReport', `${reports}/support-analytics-report`],
        ['crmApiLogs', `${reports}/api-logs`],
        ['crmWebhookReport', `${reports}/webhookreport`],
        ['crmWebhookReportV2', `${reports}/webhookreportV2`],
        ['webhookDestinationStatus', `${reports}/webhooks-destinations/status`],
        ['webhookDestinationStatistics', `${reports}/webhooks-destinations/statistics`],
        ['crmResendWebhooks', `${reports}/resend-webhooks`],
        ['alertsReport', `${reports}/alerts`],
        ['crmDisputeRates', `${reports}/dispute-rates`],
      ]),
      item('loginHistory', `${reports}/login-history`, 'Platform.Reports.LoginHistory', { userKinds: ['platform'] }),
      ...items('Reports.View', [
        ['crmAccountStatement', `${reports}/account-statement`],
        ['crmInvoices', `${reports}/invoices`],
      ]),
    ],
    { path: reports, userKinds: ['tenant', 'platform'], icon: 'reports' },
  ),
  collapsable(
    'crmSettings',
    [
      collapsable(
        'scheduler',
        items('Settings.View', [
          ['recurringJobs', `${settings}/scheduler/recurring-jobs`],
          ['customJobs', `${settings}/scheduler/custom-jobs`],
          ['processLogs', `${settings}/scheduler/process-logs`],
        ]),
      ),
      collapsable(
        'processing',
        items('Settings.View', [
          ['bankingChannels', `${settings}/banking-service/banking-channels`],
          ['posProviders', `${settings}/pos-providers`],
          ['defaultParameters', `${settings}/default-parameters`],
          ['midManagment', `${settings}/mid-managment`],
          ['mpi', `${settings}/mpi`],
          ['paymentMethod', `${settings}/payment-method`],
          ['serviceProvider', `${settings}/service-provider`],
          ['aiScoping', `${settings}/ai-scoping`],
          ['whitelistingImport', `${settings}/whitelisting-import`],
          ['fees', `${settings}/fees`],
          ['crmWebhookEndpoints', `${settings}/webhook-endpoints`],
          ['billingSettings', `${settings}/accounting/billing-settings`],
        ]),
      ),
      collapsable('referenceData', [
        ...items('Settings.View', [
          ['countries', `${settings}/countries`],
          ['currencies', `${settings}/currencies`],
          ['languages', `${settings}/languages`],
          ['documentTypes', `${settings}/document-types`],
          ['systemVariables', `${settings}/systemvariables`],
          ['platformCurrencies', `${settings}/platform-currencies`],
        ]),
        // Seed 001 names these entries but not their routes; the paths follow their neighbours.
        item('reasons', `${settings}/reasons`, 'manageReasons'),
        item('industryTypes', `${settings}/industry-types`, 'manageIndustryTypes'),
        item('riskLevels', `${settings}/risk-levels`, 'manageRiskLevels'),
      ]),
      collapsable('commercial', [
        // Pipelines are managed by whoever holds the pipelines permission, as the sandbox enforces.
        item('pipelines', `${settings}/crm/pipelines`, 'CRM.Pipelines.Manage'),
        ...items('Settings.View', [
          ['leadStatuses', `${settings}/crm/lead-statuses`],
          ['activitySets', `${settings}/crm/activity-sets`],
          ['proposalTemplates', `${settings}/crm/proposal-templates`],
          ['proposalSignatures', `${settings}/crm/proposal-signatures`],
          ['agreementTemplates', `${settings}/crm/agreement-templates`],
          ['agreementSignatures', `${settings}/crm/agreement-signatures`],
          ['emailTemplates', `${settings}/crm/email-templates`],
        ]),
      ]),
      collapsable(
        'antifraud',
        items('Settings.View', [
          ['antifraudSettings', `${settings}/antifraud/antifraud`],
          ['blacklist', `${settings}/antifraud/blacklist`],
        ]),
      ),
      collapsable('crmDeveloperSettings', [
        item('apiKeys', `${settings}/developer-settings/api-keys`, 'Tenant.Keys.View'),
      ]),
      collapsable('dashboardManagement', [
        item('categoriesSettings', `${settings}/dashboard/management/categories-settings`, 'Settings.View'),
        item('widgetsSettings', `${settings}/dashboard/management/Widgets-settings`, 'Settings.View'),
        item('tenantRoles', `${settings}/dashboard/management/tenant/roles`, 'manageCrmRoles'),
        item('merchantRoles', `${settings}/dashboard/management/merchant/roles`, 'manageMerchantRoles'),
      ]),
      collapsable('reportsSettings', [
        item('reportsOverview', `${settings}/reports/overview`, 'Settings.View'),
        item('reportsTable', `${settings}/reports/table`, 'Settings.View', { hidden: true }),
        item('reportSettings', `${settings}/report-settings/reports`, 'Settings.View'),
      ]),
      // A tenant's own thresholds: the sandbox serves them to its staff only, so platform staff are not offered them.
      collapsable('alertsSettings', [
        item('declinePendingRatio', `${settings}/alerts/decline-pending-ratio`, 'Settings.View', {
          userKinds: ['tenant'],
        }),
      ]),
      collapsable(
        'leaveSettings',
        items('Settings.View', [
          ['holidays', `${settings}/leave-settings/holidays`],
          ['employees', `${settings}/leave-settings/employees`],
        ]),
      ),
    ],
    { path: settings, icon: 'settings' },
  ),
  collapsable(
    'tenantSupport',
    items('CRM.Support.Lookup', [
      ['tenantSupportHome', 'tenant/support'],
      ['tenantSupportTickets', 'tenant/support-tickets'],
    ]),
    { icon: 'support' },
  ),
  collapsable(
    'crmUsers',
    [
      item('merchantRolesUsers', 'crm/users/merchant', 'manageMerchantRoles'),
      item('crmRoles', 'crm/users/crm', 'manageCrmRoles'),
      item('crmUsersManagement', 'crm/users/managment', 'CRM.Users.Management'),
      // Seed 000's audit route: the organisation's audit trail, for its administrators (platform staff: any tenant's).
      item('auditLog', 'crm/users/audit-log', ADMINISTRATOR),
    ],
    { path: 'crm/users', icon: 'users' },
  ),
  collapsable(
    'resources',
    items('Documentation.View', [
      ['resourcesWiki', 'crm/documentation/wiki/details'],
      ['resourcesApiReferences', 'crm/documentation/api-references/details'],
      ['userManuals', 'crm/documentation/section/user-manuals/details'],
      ['resourcesFaq', 'crm/documentation/section/faq/details'],
    ]),
    { icon: 'documents' },
  ),
  item('tenantProfileSettings', 'tenant/profile-settings', undefined, { hidden: true }),
  item('crmDisputes', 'crm/disputes', undefined, { hidden: true }),
]
