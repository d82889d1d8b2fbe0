import { defineMessages } from '@paydeck/ui'

const en = {
  'proposal.title': 'View Proposal',
  'agreement.title': 'View Agreement',
  'proposal.printTitle': 'Proposal',
  'agreement.printTitle': 'Agreement',
  loading: 'Loading…',
  failed: 'It could not be loaded: {error}',
  retry: 'Try again',
  version: 'Version',
  status: 'Status',
  created: 'Created',
  merchant: 'Merchant',
  tenant: 'Tenant',
  fees: 'Fees',
  boardingFee: 'Boarding fee',
  accountConfigurationFee: 'Account configuration fee',
  bankAccountSetupFee: 'Bank account setup fee',
  monthlyMinimumFee: 'Monthly minimum fee',
  gatewayMonthlyAccess: 'Gateway monthly access',
  products: 'Fees by product',
  feeType: 'Fee type',
  symbol: 'Symbol',
  value: 'Value',
  noProducts: 'No product fees.',
  body: 'Terms',
  rejectReason: 'Reject reason',
  accept: 'Accept',
  reject: 'Reject',
  print: 'Print',
  close: 'Close',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const

/** The words of a language other than English: every key of the English. */
export type ViewerWords = Record<keyof typeof en, string>

export type ViewerMessageKey = keyof typeof en

/** The viewer's text in the locale of the surrounding UiProvider (English unless Turkish). */

export const useViewerText = defineMessages<ViewerMessageKey>('proposals', {
  en,
  tr: () => import('./messages.tr').then((module) => module.tr),
  ar: () => import('./messages.ar').then((module) => module.ar),
})
