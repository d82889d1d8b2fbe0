// The label layer (docs/decisions.md, "Labels"): every enumerated value a user can see has words in English,
// Turkish and Arabic here, keyed by core's own value lists, so a value without a label does not compile. Widgets
// spread these into their catalogues (where a host may still reword a key); the sandbox answers in them by
// Accept-Language.
import type { NotificationType } from '../api/notifications/notifications.schema'
import type { PipelineState } from '../api/pipelines/pipelines.schema'
import type { AgreementStatus, ProposalStatus } from '../api/proposals/proposals.schema'
import type { ThreeDSecureResult, TransactionStatus, TransactionType } from '../api/transactions/transactions.schema'
import type {
  AlertSeverity,
  AttemptResult,
  DeliveryStatus,
  FeeKind,
} from '../api/transactions/transaction-activity.schema'
import type { LayoutName, ProcessingStatus, UserType } from '../api/users/users.schema'
import type { DefaultLabelValue } from '../api/support/labels.schema'
import type { SystemMode } from '../permissions/system-mode'

export const labelLocales = ['en', 'tr', 'ar'] as const
export type LabelLocale = (typeof labelLocales)[number]

/** One enumeration's words in every locale. */
export type Labels<V extends string> = Record<LabelLocale, Record<V, string>>

export const transactionStatusLabels: Labels<TransactionStatus> = {
  en: {
    Reserved: 'Reserved',
    Pending: 'Pending',
    WaitingForApproval: 'Waiting for approval',
    Captured: 'Captured',
    PartiallyRefunded: 'Partially refunded',
    Refunded: 'Refunded',
    ChargedBack: 'Charged back',
    Declined: 'Declined',
    Failed: 'Failed',
    Voided: 'Voided',
  },
  tr: {
    Reserved: 'Ayrıldı',
    Pending: 'Beklemede',
    WaitingForApproval: 'Onay bekliyor',
    Captured: 'Tahsil edildi',
    PartiallyRefunded: 'Kısmen iade edildi',
    Refunded: 'İade edildi',
    ChargedBack: 'Ters ibraz edildi',
    Declined: 'Reddedildi',
    Failed: 'Başarısız',
    Voided: 'İptal edildi',
  },
  ar: {
    Reserved: 'محجوز',
    Pending: 'قيد الانتظار',
    WaitingForApproval: 'بانتظار الموافقة',
    Captured: 'محصّل',
    PartiallyRefunded: 'مسترد جزئيًا',
    Refunded: 'مسترد',
    ChargedBack: 'مُعترض عليه',
    Declined: 'مرفوض',
    Failed: 'فشل',
    Voided: 'ملغى',
  },
}

export const transactionTypeLabels: Labels<TransactionType> = {
  en: {
    Sale: 'Sale',
    Authorisation: 'Authorisation',
    Refund: 'Refund',
    Reversal: 'Reversal',
    Chargeback: 'Chargeback',
    Payout: 'Payout',
  },
  tr: {
    Sale: 'Satış',
    Authorisation: 'Provizyon',
    Refund: 'İade',
    Reversal: 'Ters kayıt',
    Chargeback: 'Ters ibraz',
    Payout: 'Ödeme',
  },
  ar: {
    Sale: 'بيع',
    Authorisation: 'تفويض',
    Refund: 'استرداد',
    Reversal: 'عكس',
    Chargeback: 'اعتراض على الدفع',
    Payout: 'دفعة للتاجر',
  },
}

export const threeDSecureLabels: Labels<ThreeDSecureResult> = {
  en: {
    Authenticated: 'Authenticated',
    Attempted: 'Attempted',
    Challenged: 'Challenged',
    Failed: 'Failed',
    NotEnrolled: 'Card not enrolled',
    NotApplicable: 'Not applicable',
  },
  tr: {
    Authenticated: 'Doğrulandı',
    Attempted: 'Denendi',
    Challenged: 'Ek doğrulama istendi',
    Failed: 'Başarısız',
    NotEnrolled: 'Kart kayıtlı değil',
    NotApplicable: 'Uygulanmaz',
  },
  ar: {
    Authenticated: 'تم التحقق',
    Attempted: 'جرت محاولة',
    Challenged: 'طُلب تحقق إضافي',
    Failed: 'فشل',
    NotEnrolled: 'البطاقة غير مسجلة',
    NotApplicable: 'لا ينطبق',
  },
}

/** The payment methods the documents name (their codes); a tenant's own method falls back to its configured name. */
export const paymentMethodCodes = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'APPLEPAY',
  'GOOGLEPAY',
  'SEPA_DD',
  'IDEAL',
  'KLARNA',
  'OPEN_BANKING',
  'BANK_TRANSFER',
] as const
export type PaymentMethodCode = (typeof paymentMethodCodes)[number]

export const paymentMethodLabels: Labels<PaymentMethodCode> = {
  en: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    APPLEPAY: 'Apple Pay',
    GOOGLEPAY: 'Google Pay',
    SEPA_DD: 'SEPA Direct Debit',
    IDEAL: 'iDEAL',
    KLARNA: 'Klarna',
    OPEN_BANKING: 'Open Banking',
    BANK_TRANSFER: 'Bank transfer',
  },
  tr: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    APPLEPAY: 'Apple Pay',
    GOOGLEPAY: 'Google Pay',
    SEPA_DD: 'SEPA otomatik ödeme',
    IDEAL: 'iDEAL',
    KLARNA: 'Klarna',
    OPEN_BANKING: 'Açık bankacılık',
    BANK_TRANSFER: 'Banka havalesi',
  },
  ar: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    APPLEPAY: 'Apple Pay',
    GOOGLEPAY: 'Google Pay',
    SEPA_DD: 'خصم SEPA المباشر',
    IDEAL: 'iDEAL',
    KLARNA: 'Klarna',
    OPEN_BANKING: 'الخدمات المصرفية المفتوحة',
    BANK_TRANSFER: 'تحويل بنكي',
  },
}

export const processingStatusLabels: Labels<ProcessingStatus> = {
  en: { Live: 'Live', SandboxEnabled: 'Test only (sandbox)', NoProcessing: 'Not processing' },
  tr: { Live: 'Canlı', SandboxEnabled: 'Yalnızca test (sandbox)', NoProcessing: 'İşlem yapmıyor' },
  ar: { Live: 'مباشر', SandboxEnabled: 'اختبار فقط (بيئة تجريبية)', NoProcessing: 'لا يعالج مدفوعات' },
}

export const layoutLabels: Labels<LayoutName> = {
  en: {
    'vertical-layout-1': 'Side menu',
    'vertical-v2': 'Side menu, compact toolbar',
    Entreprise: 'Top menu',
    Material: 'Top menu, material',
  },
  tr: {
    'vertical-layout-1': 'Yan menü',
    'vertical-v2': 'Yan menü, sade araç çubuğu',
    Entreprise: 'Üst menü',
    Material: 'Üst menü, material',
  },
  ar: {
    'vertical-layout-1': 'قائمة جانبية',
    'vertical-v2': 'قائمة جانبية، شريط أدوات مختصر',
    Entreprise: 'قائمة علوية',
    Material: 'قائمة علوية، نمط Material',
  },
}

/** A proposal's and an agreement's statuses. */
export const documentStatusLabels: Labels<ProposalStatus | AgreementStatus> = {
  en: {
    Created: 'Created',
    PendingApproval: 'Awaiting approval',
    PendingAcceptance: 'Awaiting acceptance',
    Accepted: 'Accepted',
    Rejected: 'Rejected',
  },
  tr: {
    Created: 'Oluşturuldu',
    PendingApproval: 'Onay bekliyor',
    PendingAcceptance: 'Kabul bekliyor',
    Accepted: 'Kabul edildi',
    Rejected: 'Reddedildi',
  },
  ar: {
    Created: 'أُنشئ',
    PendingApproval: 'بانتظار الموافقة',
    PendingAcceptance: 'بانتظار القبول',
    Accepted: 'مقبول',
    Rejected: 'مرفوض',
  },
}

export const pipelineStateLabels: Labels<PipelineState> = {
  en: {
    Open: 'Open',
    Won: 'Won',
    GoLive: 'Gone live',
    Converted: 'Converted',
    Lost: 'Lost',
    Disqualified: 'Disqualified',
    Abandoned: 'Abandoned',
    Suspended: 'Suspended',
  },
  tr: {
    Open: 'Açık',
    Won: 'Kazanıldı',
    GoLive: 'Canlıya geçti',
    Converted: 'Dönüştürüldü',
    Lost: 'Kaybedildi',
    Disqualified: 'Elendi',
    Abandoned: 'Vazgeçildi',
    Suspended: 'Askıya alındı',
  },
  ar: {
    Open: 'مفتوح',
    Won: 'مكسوب',
    GoLive: 'بدأ العمل المباشر',
    Converted: 'محوّل',
    Lost: 'خاسر',
    Disqualified: 'مستبعد',
    Abandoned: 'متروك',
    Suspended: 'معلّق',
  },
}

export const notificationTypeLabels: Labels<NotificationType> = {
  en: {
    PreCheckForm: 'Pre-check form',
    Proposal: 'Proposal',
    Agreement: 'Agreement',
    BoardingDocuments: 'Boarding documents',
    Task: 'Task',
    TransactionVelocityAlert: 'Velocity alert',
    ReportGenerated: 'Report',
    SupportTicket: 'Support ticket',
  },
  tr: {
    PreCheckForm: 'Ön kontrol formu',
    Proposal: 'Teklif',
    Agreement: 'Sözleşme',
    BoardingDocuments: 'Başvuru belgeleri',
    Task: 'Görev',
    TransactionVelocityAlert: 'İşlem sıklığı uyarısı',
    ReportGenerated: 'Rapor',
    SupportTicket: 'Destek talebi',
  },
  ar: {
    PreCheckForm: 'نموذج الفحص المسبق',
    Proposal: 'عرض',
    Agreement: 'اتفاقية',
    BoardingDocuments: 'مستندات الانضمام',
    Task: 'مهمة',
    TransactionVelocityAlert: 'تنبيه تكرار العمليات',
    ReportGenerated: 'تقرير',
    SupportTicket: 'تذكرة دعم',
  },
}

/** Whether a payment was made for real or in test. */
export const systemModeLabels: Labels<SystemMode> = {
  en: { Test: 'Test', Live: 'Live' },
  tr: { Test: 'Test', Live: 'Canlı' },
  ar: { Test: 'اختبار', Live: 'مباشر' },
}

/** Which side a user signs in as ('crm' and 'tenant' are both a tenant's staff). */
export const userTypeLabels: Labels<UserType> = {
  en: { merchant: 'Merchant', customer: 'Customer', crm: 'Tenant', tenant: 'Tenant', platform: 'Platform' },
  tr: { merchant: 'Üye işyeri', customer: 'Müşteri', crm: 'Kiracı', tenant: 'Kiracı', platform: 'Platform' },
  ar: { merchant: 'تاجر', customer: 'عميل', crm: 'مستأجر', tenant: 'مستأجر', platform: 'المنصة' },
}

/** The support labels every organisation starts with; an organisation's own labels are its words. */
export const defaultSupportLabelLabels: Labels<DefaultLabelValue> = {
  en: { Pending: 'Pending', Done: 'Done', 'In progress': 'In progress' },
  tr: { Pending: 'Beklemede', Done: 'Tamamlandı', 'In progress': 'Sürüyor' },
  ar: { Pending: 'قيد الانتظار', Done: 'منجز', 'In progress': 'قيد التنفيذ' },
}

/** How a webhook delivery to the merchant stands. */
export const deliveryStatusLabels: Labels<DeliveryStatus> = {
  en: { Delivered: 'Delivered', Retrying: 'Retrying', Failed: 'Failed' },
  tr: { Delivered: 'Teslim edildi', Retrying: 'Yeniden deneniyor', Failed: 'Başarısız' },
  ar: { Delivered: 'تم التسليم', Retrying: 'تُعاد المحاولة', Failed: 'فشل' },
}

/** What a fee of a transaction is for. */
export const feeKindLabels: Labels<FeeKind> = {
  en: {
    Processing: 'Processing',
    Scheme: 'Scheme',
    Interchange: 'Interchange',
    Refund: 'Refund',
    Chargeback: 'Chargeback',
    Payout: 'Payout',
  },
  tr: {
    Processing: 'İşlem',
    Scheme: 'Şema',
    Interchange: 'Banka komisyonu',
    Refund: 'İade',
    Chargeback: 'Ters ibraz',
    Payout: 'Ödeme çıkışı',
  },
  ar: {
    Processing: 'معالجة',
    Scheme: 'الشبكة',
    Interchange: 'عمولة التبادل',
    Refund: 'استرداد',
    Chargeback: 'اعتراض',
    Payout: 'دفع للتاجر',
  },
}

/** How serious an antifraud alert is. */
export const alertSeverityLabels: Labels<AlertSeverity> = {
  en: { info: 'Information', warning: 'Warning', failed: 'Failed check' },
  tr: { info: 'Bilgi', warning: 'Uyarı', failed: 'Başarısız kontrol' },
  ar: { info: 'معلومة', warning: 'تحذير', failed: 'فحص فاشل' },
}

/** What a provider answered to one cascading attempt. */
export const attemptResultLabels: Labels<AttemptResult> = {
  en: { Approved: 'Approved', Declined: 'Declined', Error: 'Error' },
  tr: { Approved: 'Onaylandı', Declined: 'Reddedildi', Error: 'Hata' },
  ar: { Approved: 'موافق عليها', Declined: 'مرفوضة', Error: 'خطأ' },
}

/** ISO 8583 response codes of a decline or failure the sandbox's processors give, in the user's words. */
export const declineCodes = ['05', '51', '1A', '54', '14', '57', '59', '91', '61', '96'] as const
export type DeclineCode = (typeof declineCodes)[number]

export const declineReasonLabels: Labels<DeclineCode> = {
  en: {
    '05': 'Do not honour',
    '51': 'Insufficient funds',
    '1A': 'Strong customer authentication required',
    '54': 'Expired card',
    '14': 'Invalid card number',
    '57': 'Transaction not permitted to cardholder',
    '59': 'Suspected fraud',
    '91': 'Issuer or switch inoperative',
    '61': 'Exceeds withdrawal amount limit',
    '96': 'System malfunction',
  },
  tr: {
    '05': 'Banka onaylamadı',
    '51': 'Yetersiz bakiye',
    '1A': 'Güçlü müşteri doğrulaması gerekli',
    '54': 'Kartın süresi dolmuş',
    '14': 'Geçersiz kart numarası',
    '57': 'Kart sahibine bu işlem izinli değil',
    '59': 'Dolandırıcılık şüphesi',
    '91': 'Kartı veren banka ya da ağ yanıt vermiyor',
    '61': 'Çekim tutarı sınırı aşıldı',
    '96': 'Sistem arızası',
  },
  ar: {
    '05': 'رفض البنك العملية',
    '51': 'رصيد غير كافٍ',
    '1A': 'مطلوب تحقق قوي من هوية العميل',
    '54': 'بطاقة منتهية الصلاحية',
    '14': 'رقم بطاقة غير صالح',
    '57': 'العملية غير مسموحة لحامل البطاقة',
    '59': 'اشتباه في احتيال',
    '91': 'البنك المصدر أو الشبكة لا يستجيب',
    '61': 'تجاوز حد مبلغ السحب',
    '96': 'عطل في النظام',
  },
}

/**
 * Why a payment was declined, in the user's words: the label of its response code where the catalogue has one,
 * else the processor's own text.
 */
export function declineReasonOf(
  transaction: { responseCode: string; declineReason: string | null },
  locale: string,
): string | null {
  if (transaction.declineReason === null) return null
  return isLabelled(declineReasonLabels, transaction.responseCode)
    ? labelsIn(declineReasonLabels, locale)[transaction.responseCode]
    : transaction.declineReason
}

/** The locale's own words, English for a locale the catalogue does not have (tr-TR reads tr). */
export function labelsIn<V extends string>(labels: Labels<V>, locale: string): Record<V, string> {
  const language = locale.toLowerCase().split('-')[0] as LabelLocale
  return labelLocales.includes(language) ? labels[language] : labels.en
}

/**
 * A value's words; for a value no catalogue knows (a tenant's own method, a newer server's status), the code made
 * readable ("PARTIAL_CAPTURE" → "Partial capture", "PartiallyRefunded" → "Partially refunded"), never the raw code.
 */
export function labelOf<V extends string>(labels: Labels<V>, value: string, locale: string): string {
  const words = labelsIn(labels, locale) as Record<string, string>
  // Own keys only: a server's "constructor" is a code to make readable, not Object's prototype.
  return isLabelled(labels, value) ? words[value]! : readable(value)
}

/**
 * A payment method's name: the label layer's words for the methods the documents name (in the user's language),
 * the tenant's configured name for one of its own, and never the bare code (made readable while the list loads).
 */
export function methodNameOf(code: string, locale: string, configured?: string): string {
  return isLabelled(paymentMethodLabels, code)
    ? labelsIn(paymentMethodLabels, locale)[code]
    : (configured ?? readable(code))
}

/** Whether a catalogue words a value (its own keys, never Object's prototype). */
export const isLabelled = <V extends string>(labels: Labels<V>, value: string): value is V =>
  Object.hasOwn(labels.en, value)

export function readable(code: string): string {
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A catalogue's words as a widget's message keys: prefixed('status.', labels.en) gives { 'status.Captured': … }. */
export function prefixed<P extends string, V extends string>(prefix: P, words: Record<V, string>) {
  return Object.fromEntries(Object.entries(words).map(([value, text]) => [`${prefix}${value}`, text])) as Record<
    `${P}${V}`,
    string
  >
}
