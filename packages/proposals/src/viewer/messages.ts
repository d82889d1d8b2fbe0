import { useUi } from '@paydeck/ui'

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

type Messages = Record<keyof typeof en, string>

const tr: Messages = {
  'proposal.title': 'Teklifi görüntüle',
  'agreement.title': 'Sözleşmeyi görüntüle',
  'proposal.printTitle': 'Teklif',
  'agreement.printTitle': 'Sözleşme',
  loading: 'Yükleniyor…',
  failed: 'Yüklenemedi: {error}',
  retry: 'Tekrar dene',
  version: 'Sürüm',
  status: 'Durum',
  created: 'Oluşturulma',
  merchant: 'Üye işyeri',
  tenant: 'Kiracı',
  fees: 'Ücretler',
  boardingFee: 'Başvuru ücreti',
  accountConfigurationFee: 'Hesap yapılandırma ücreti',
  bankAccountSetupFee: 'Banka hesabı kurulum ücreti',
  monthlyMinimumFee: 'Aylık asgari ücret',
  gatewayMonthlyAccess: 'Aylık ağ geçidi erişimi',
  products: 'Ürünlere göre ücretler',
  feeType: 'Ücret türü',
  symbol: 'Simge',
  value: 'Değer',
  noProducts: 'Ürün ücreti yok.',
  body: 'Koşullar',
  rejectReason: 'Ret nedeni',
  accept: 'Kabul et',
  reject: 'Reddet',
  print: 'Yazdır',
  close: 'Kapat',
  accepted: 'Kabul edildi',
  rejected: 'Reddedildi',
}

export type ViewerMessageKey = keyof typeof en

/** The viewer's text in the locale of the surrounding UiProvider (English unless Turkish). */
export function useViewerText(): (key: ViewerMessageKey, params?: Record<string, string>) => string {
  const { locale } = useUi()
  const messages = locale.toLowerCase().startsWith('tr') ? tr : en
  return (key, params) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => params?.[name] ?? whole)
}
