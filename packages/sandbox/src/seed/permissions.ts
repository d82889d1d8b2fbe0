// Permission names as the documents spell them (seeds 000, 001, 002), grouped by who holds them.
export const merchantPermissions = [
  'Merchant.Support.Lookup',
  'Merchant.Transaction.View',
  'Merchant.PaymentsSettings.SmartRouting.View',
  'Merchant.Payments.Settings',
  'Merchant.Payments.Single.View',
  'Merchant.Payments.Batch.View',
  'Merchant.Whiteliting.Management',
  'Merchant.UserManagement.Users.View',
  'viewMerchantPortalProposals',
  'viewMerchantPortalAgreements',
  'viewMerchantPortalPrecheck',
  'viewMerchantPortalDocuments',
  'Documentation.View',
] as const

export const crmPermissions = [
  'CRM.Dashboard.View',
  'CRM.Support.Lookup',
  'CRM.Transaction.View',
  'CRM.Transaction.VirtualTerminal',
  'CRM.Transaction.ProcessingSetupTool',
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

export const platformPermissions = [
  'Platform.Support.Lookup',
  'Platform.Transaction.Lookup',
  'Platform.Transaction.LookupColumns',
  'Platform.Transaction.Actions.TransactionStatusChange',
  'CRM.Dashboard.View',
  'Reports.View',
  'Settings.View',
  'Documentation.View',
] as const
