// Permission names as the documents spell them (seeds 000, 001, 002), grouped by who holds them. Where the
// documents name a menu entry but not its permission, the portal's navigation tables choose one in the same
// families (docs/decisions.md); the names here match them, so each demo user sees a different menu.
export const merchantPermissions = [
  'Merchant.Support.Lookup',
  'Merchant.Transaction.View',
  'Merchant.Transaction.VirtualTerminal',
  'Merchant.Transaction.ProcessingSetupTool',
  'Merchant.PaymentsSettings.SmartRouting.View',
  'Merchant.Payments.Settings',
  'Merchant.Payments.Single.View',
  'Merchant.Payments.Batch.View',
  'Merchant.Payments.OpenBanking.View',
  'Merchant.Whiteliting.Management',
  'Merchant.Reports.View',
  'Merchant.DeveloperSettings.View',
  'Merchant.UserManagement.Users.View',
  'Organization.Tpp.Credentials',
  'viewMerchantPortalProposals',
  'viewMerchantPortalAgreements',
  'viewMerchantPortalPrecheck',
  'viewMerchantPortalDocuments',
  'Documentation.View',
] as const

export const merchantStaffPermissions = merchantPermissions.filter(
  (permission) => permission !== 'viewMerchantPortalProposals' && permission !== 'viewMerchantPortalAgreements',
)

export const crmPermissions = [
  'CRM.Dashboard.View',
  'CRM.Crm.View',
  'CRM.Support.Lookup',
  'CRM.Transaction.View',
  'CRM.Transaction.VirtualTerminal',
  'CRM.Transaction.ProcessingSetupTool',
  'CRM.Transaction.Actions.Capture',
  'CRM.Transaction.Actions.Void',
  'CRM.Transaction.Actions.Refund',
  'CRM.Transaction.Actions.Reversal',
  'CRM.Transaction.Actions.StatusChange',
  'CRM.Transaction.Actions.Approve',
  'CRM.Transaction.Actions.Decline',
  'CRM.Transaction.Actions.Dispute',
  'CRM.Transaction.Actions.BinData',
  'CRM.Transaction.Actions.ResendWebhook',
  'CRM.Transaction.Actions.ResetRestriction',
  'CRM.Transaction.BankOrders',
  'CRM.Users.Management',
  'CRM.Pipelines.Manage',
  'CRM.PriceBooks.Manage',
  'Reports.View',
  'Settings.View',
  'Documentation.View',
  'Tenant.Keys.View',
  'Organization.Tpp.Credentials',
  'manageMerchantRoles',
  'manageCrmRoles',
  'manageReasons',
  'manageIndustryTypes',
  'manageRiskLevels',
] as const

export const supportAgentPermissions = ['CRM.Support.Lookup', 'CRM.Dashboard.View'] as const

/** Tenant staff who answer tickets and read reports: the role issue 18's administrators change. */
export const serviceDeskPermissions = ['CRM.Dashboard.View', 'CRM.Support.Lookup', 'Reports.View'] as const

/** Tenant staff who look transactions up and act on none (the detail offers them no action; the API refuses). */
export const transactionAnalystPermissions = ['CRM.Dashboard.View', 'CRM.Transaction.View', 'Reports.View'] as const

export const platformPermissions = [
  'Platform.Support.Lookup',
  'Platform.Transaction.Lookup',
  'Platform.Transaction.LookupColumns',
  'Platform.Transaction.Actions.TransactionStatusChange',
  'Platform.Transaction.Actions.Capture',
  'Platform.Transaction.Actions.Void',
  'Platform.Transaction.Actions.Refund',
  'Platform.Transaction.Actions.Reversal',
  'Platform.Transaction.Actions.Approve',
  'Platform.Transaction.Actions.Decline',
  'Platform.Transaction.Actions.Dispute',
  'Platform.Transaction.Actions.BinData',
  'Platform.Transaction.Actions.ResendWebhook',
  'Platform.Transaction.Actions.ResetRestriction',
  'Platform.Tenants.Manage',
  'Platform.LeaveManagement.View',
  'Platform.Reports.LoginHistory',
  'CRM.Dashboard.View',
  'Reports.View',
  'Settings.View',
  'Documentation.View',
] as const
