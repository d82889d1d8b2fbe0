import { collapsable, item, items, type NavEntry } from './nav-entry'

// The platform entries of seed 001 section 2 and the platform routes of seed 000 section 2, paths as spelled there.
const ptm = 'platform/transaction-management'

export const platformNavigation: readonly NavEntry[] = [
  collapsable(
    'platformTransactions',
    [
      item('platformTransactionLookup', `${ptm}/transaction-lookup`, 'Platform.Transaction.Lookup'),
      item(
        'platformTransactionLookupColumns',
        `${ptm}/transaction-lookup-columns`,
        'Platform.Transaction.LookupColumns',
      ),
      ...items('Platform.Transaction.Actions.TransactionStatusChange', [
        ['bulkUpdateRequest', `${ptm}/transaction-bulk-update-request`],
        ['bulkUpdateHistory', `${ptm}/transaction-bulk-update-history`],
      ]),
      item('platformProcessingSetupTool', `${ptm}/processing-setup-tool`, 'Platform.Transaction.Lookup'),
    ],
    { path: ptm, permission: 'Platform.Transaction.Lookup', icon: 'transactions' },
  ),
  collapsable(
    'platformSupport',
    items('Platform.Support.Lookup', [
      ['platformSupportHome', 'platform/support'],
      ['platformSupportTickets', 'platform/support-tickets'],
    ]),
    { icon: 'support' },
  ),
  collapsable(
    'tenantManagement',
    items('Platform.Tenants.Manage', [
      ['tenants', 'crm/tenant-management/tenants'],
      ['encryptionKeys', 'crm/tenant-management/encryption-keys'],
    ]),
    { path: 'crm/tenant-management', icon: 'tenants' },
  ),
  collapsable('leaveManagement', [item('leaves', 'crm/leave-management/leaves', 'Platform.LeaveManagement.View')], {
    path: 'crm/leave-management',
    icon: 'leave',
  }),
]
