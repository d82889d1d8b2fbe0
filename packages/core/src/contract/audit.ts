// What the audit trail records of each declared call (issue 65): every call that changes something is on it, under
// its action, acting on a target. The sandbox's gate writes the record from this table alone; a call that is neither
// an action here nor named in `unauditedCalls` with its reason fails the contract test.

/** What a change acts on, as the trail and a record's History tab name it. */
export const auditTargetTypes = [
  'transaction',
  'dispute',
  'webhookEvent',
  'bulkUpdate',
  'bankOrder',
  'bankOrderSettings',
  'pidRelationship',
  'savedView',
  'ticket',
  'supportLabel',
  'file',
  'proposal',
  'agreement',
  'report',
  'alertSettings',
  'merchant',
  'dashboard',
  'personalDashboard',
  'pipeline',
  'pricebook',
  'pricebookEntry',
  'user',
  'role',
  'tenant',
] as const
export type AuditTargetType = (typeof auditTargetTypes)[number]

/**
 * Where the target's id is: a path parameter, the record the call made (a new one's id), a body field, or nowhere
 * (an organisation's setting: the tenant is the target).
 */
export type TargetIdSource = { param: string } | { body: string } | 'made' | 'none'

export interface AuditAction {
  target: AuditTargetType
  id: TargetIdSource
}

const onParam = (target: AuditTargetType, param = 'id'): AuditAction => ({ target, id: { param } })
const made = (target: AuditTargetType): AuditAction => ({ target, id: 'made' })
const setting = (target: AuditTargetType): AuditAction => ({ target, id: 'none' })

const ticket = onParam('ticket')
const transaction = onParam('transaction')
const pricebook = onParam('pricebook')
const pipeline = onParam('pipeline')
const user = onParam('user')

/** Every action on the trail, by its key: a declared call's name without the path family it is made at. */
export const auditActions = {
  createTicket: made('ticket'),
  commentOnTicket: ticket,
  closeTicket: ticket,
  reopenTicket: ticket,
  setTicketPriority: ticket,
  assignTicket: ticket,
  addTicketReferences: ticket,
  inviteExternalParty: ticket,
  setTicketLabel: ticket,
  escalateTicket: ticket,
  startScoping: ticket,
  setBillable: ticket,
  setNonBillable: ticket,
  setJiraTicket: ticket,
  setInitialRequestTime: ticket,
  setResponseTime: ticket,
  setResolutionTime: ticket,
  createLabel: made('supportLabel'),
  updateLabel: onParam('supportLabel'),
  deleteLabel: onParam('supportLabel'),
  rearrangeLabels: setting('supportLabel'),
  uploadTicketFile: made('file'),
  deleteFile: onParam('file', 'fileId'),
  respondToProposal: onParam('proposal'),
  respondToAgreement: onParam('agreement'),
  resendWebhook: onParam('webhookEvent', 'eventId'),
  captureTransaction: transaction,
  voidTransaction: transaction,
  refundTransaction: transaction,
  reversalTransaction: transaction,
  statusChangeRefundTransaction: transaction,
  approveTransaction: transaction,
  declineTransaction: transaction,
  disputeTransaction: transaction,
  checkStatusTransaction: transaction,
  changeTransactionStatus: transaction,
  resetRestriction: transaction,
  approvePayouts: setting('transaction'),
  declinePayouts: setting('transaction'),
  updateBinData: transaction,
  requestBulkUpdate: made('bulkUpdate'),
  applyBulkUpdate: onParam('bulkUpdate'),
  discardBulkUpdate: onParam('bulkUpdate'),
  uploadBankOrder: made('bankOrder'),
  applyBankOrder: onParam('bankOrder'),
  approveBankOrder: onParam('bankOrder'),
  discardBankOrder: onParam('bankOrder'),
  saveBankOrderSettings: setting('bankOrderSettings'),
  deallocatePidRelationship: setting('pidRelationship'),
  createSavedView: made('savedView'),
  updateSavedView: onParam('savedView'),
  deleteSavedView: onParam('savedView'),
  runReportAction: onParam('report', 'reportId'),
  saveAlertSettings: setting('alertSettings'),
  saveCustomerConfiguration: onParam('merchant', 'customerId'),
  updateCustomerConfiguration: onParam('merchant', 'customerId'),
  activateCustomerConfiguration: onParam('merchant', 'customerId'),
  deactivateCustomerConfiguration: onParam('merchant', 'customerId'),
  'manage.addCategory': made('dashboard'),
  'manage.renameCategory': onParam('dashboard'),
  'manage.deleteCategory': onParam('dashboard'),
  'manage.addWidget': { target: 'dashboard', id: { body: 'categoryId' } },
  'manage.updateWidget': onParam('dashboard', 'categoryId'),
  'manage.deleteWidget': onParam('dashboard', 'categoryId'),
  'manage.assignTenantRole': { target: 'role', id: { body: 'roleId' } },
  'manage.assignMerchantRole': { target: 'role', id: { body: 'roleId' } },
  'personal.clone': setting('personalDashboard'),
  'personal.update': setting('personalDashboard'),
  'personal.remove': setting('personalDashboard'),
  'personal.share': setting('personalDashboard'),
  'personal.unshare': setting('personalDashboard'),
  'personal.addCategory': setting('personalDashboard'),
  'personal.deleteCategory': setting('personalDashboard'),
  'pipelines.create': made('pipeline'),
  'pipelines.update': pipeline,
  'pipelines.remove': pipeline,
  'pipelines.addStage': pipeline,
  'pipelines.updateStage': pipeline,
  'pipelines.removeStage': pipeline,
  'pipelines.reorder': pipeline,
  'pricebooks.create': made('pricebook'),
  'pricebooks.update': pricebook,
  'pricebooks.remove': pricebook,
  'pricebooks.addProduct': pricebook,
  'pricebooks.setRelated': pricebook,
  'pricebooks.removeProduct': pricebook,
  'pricebooks.setEntry': pricebook,
  'pricebooks.removeEntry': onParam('pricebookEntry', 'entryId'),
  'pricebooks.setStructure': pricebook,
  'pricebooks.removeStructure': pricebook,
  'pricebooks.sendProposal': pricebook,
  'crmUsers.create': made('user'),
  'crmUsers.update': user,
  'crmUsers.remove': user,
  'crmUsers.setActive': user,
  'crmUsers.unlock': user,
  'crmUsers.resetPassword': { target: 'user', id: { body: 'userId' } },
  setMerchantGrants: user,
  setPaymentMethodGrants: user,
  setServiceProviderGrants: user,
  'tenantUsers.create': made('user'),
  'tenantUsers.update': user,
  'tenantUsers.remove': user,
  'tenantUsers.activate': user,
  'tenantUsers.deactivate': user,
  'tenantUsers.unlock': user,
  'tenantUsers.resetPassword': { target: 'user', id: { body: 'userId' } },
  'roles.create': made('role'),
  'roles.update': onParam('role', 'roleId'),
  'audit.saveRetention': setting('tenant'),
  'disputes.saveEvidence': onParam('dispute'),
  'disputes.submitEvidence': onParam('dispute'),
  'disputes.accept': onParam('dispute'),
  // The OpenID side's own: made by the sign-in page and the provider, not by a declared call.
  signIn: onParam('user'),
  signInFailed: onParam('user'),
  lockedOut: onParam('user'),
  signOut: onParam('user'),
} as const satisfies Record<string, AuditAction>
export type AuditActionKey = keyof typeof auditActions

/** The trail's actions of the OpenID side, which no declared call makes. */
export const signInActions = ['signIn', 'signInFailed', 'lockedOut', 'signOut'] as const satisfies AuditActionKey[]

/** Calls that change something and are not on the trail, with why: what only its caller sees, or reads only. */
export const unauditedCalls: Record<string, string> = {
  markNotificationRead: 'The caller’s own bell.',
  markAllNotificationsRead: 'The caller’s own bell.',
  deleteNotification: 'The caller’s own bell.',
  deleteAllNotifications: 'The caller’s own bell.',
  markTicketCommentsRead: 'What the caller has read.',
  markTicketCommentsReadOnMerchantTicket: 'What the caller has read.',
  markTicketCommentsReadOnTenantTicket: 'What the caller has read.',
  saveReportColumns: 'The caller’s own columns.',
  resetReportColumns: 'The caller’s own columns.',
  fetchReportPage: 'Reads only: a report’s filters are its body.',
  fetchAnalytics: 'Reads only: the question is its body.',
  exportReport: 'Reads only: a download of the filtered rows.',
  'disputes.uploadEvidenceFile':
    'Keeps a file the evidence may name; it joins the evidence when the draft is saved, which is on the trail.',
}

/** The path families one action is made at (a ticket's call at each kind's path, a view by staff). */
const familySuffix = /(OnMerchantTicket|OnTenantTicket|ByStaff|ForTenant)$/

/** The action a declared call is on the trail as, or undefined when it is not on it. */
export function auditActionOf(callName: string): AuditActionKey | undefined {
  if (callName in unauditedCalls) return undefined
  const key = callName === 'createTenantTicket' ? 'createTicket' : callName.replace(familySuffix, '')
  return key in auditActions ? (key as AuditActionKey) : undefined
}
