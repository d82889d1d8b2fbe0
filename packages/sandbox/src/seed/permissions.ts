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
  'CRM.Users.Management',
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
  'Platform.Tenants.Manage',
  'Platform.LeaveManagement.View',
  'Platform.Reports.LoginHistory',
  'CRM.Dashboard.View',
  'Reports.View',
  'Settings.View',
  'Documentation.View',
] as const
