// Every permission a role can hold, as the documents spell them (seeds 000, 001, 002), by who can hold them. The
// sandbox's role screens offer these catalogues and the label layer words each one; a name added here without
// words fails core's label test.

export const merchantPermissionNames = [
  'Merchant.Support.Lookup',
  'Merchant.Transaction.View',
  'Merchant.Transaction.Disputes',
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

/** The actions on a payment that tenant staff (CRM.…) and platform staff (Platform.…) may each be given. */
export const transactionActionNames = [
  'Capture',
  'Void',
  'Refund',
  'Reversal',
  'Approve',
  'Decline',
  'Dispute',
  'BinData',
  'ResendWebhook',
  'ResetRestriction',
] as const
export type TransactionActionName = (typeof transactionActionNames)[number]

const actionsOf = <K extends string>(kind: K) =>
  transactionActionNames.map((action) => `${kind}.Transaction.Actions.${action}` as const)

export const crmPermissionNames = [
  'CRM.Dashboard.View',
  'CRM.Crm.View',
  'CRM.Support.Lookup',
  'CRM.Transaction.View',
  'CRM.Transaction.VirtualTerminal',
  'CRM.Transaction.ProcessingSetupTool',
  ...actionsOf('CRM'),
  'CRM.Transaction.Actions.StatusChange',
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

export const platformPermissionNames = [
  'Platform.Support.Lookup',
  'Platform.Transaction.Lookup',
  'Platform.Transaction.LookupColumns',
  'Platform.Transaction.Actions.TransactionStatusChange',
  ...actionsOf('Platform'),
  'Platform.Tenants.Manage',
  'Platform.LeaveManagement.View',
  'Platform.Reports.LoginHistory',
  'CRM.Dashboard.View',
  'Reports.View',
  'Settings.View',
  'Documentation.View',
] as const

export type PermissionName =
  | (typeof merchantPermissionNames)[number]
  | (typeof crmPermissionNames)[number]
  | (typeof platformPermissionNames)[number]

export const permissionNames: readonly PermissionName[] = [
  ...new Set<PermissionName>([...merchantPermissionNames, ...crmPermissionNames, ...platformPermissionNames]),
]
