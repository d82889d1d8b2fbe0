// The words of a payment's values: its status, type, 3-D Secure result, method and why it was declined.
import type { ThreeDSecureResult, TransactionStatus, TransactionType } from '../api/transactions/transactions.schema'
import type { BankOrderStatus } from '../api/transactions/bank-orders'
import { labelsIn, isLabelled, readable, type Labels } from './label-words'

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
    Reserved: 'Provizyonlu',
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

/** Where a bank order stands. */
export const bankOrderStatusLabels: Labels<BankOrderStatus> = {
  en: { Draft: 'Draft', AwaitingApproval: 'Awaiting approval', Queued: 'Queued', Discarded: 'Discarded' },
  tr: { Draft: 'Taslak', AwaitingApproval: 'Onay bekliyor', Queued: 'Sırada', Discarded: 'Silindi' },
  ar: { Draft: 'مسودة', AwaitingApproval: 'بانتظار الموافقة', Queued: 'في الطابور', Discarded: 'متجاهَل' },
}

export const transactionTypeLabels: Labels<TransactionType> = {
  en: {
    Sale: 'Sale',
    Authorisation: 'Authorisation',
    Refund: 'Refund',
    Reversal: 'Reversal',
    Chargeback: 'Chargeback',
    ChargebackReversal: 'Dispute won',
    Payout: 'Payout',
  },
  tr: {
    Sale: 'Satış',
    Authorisation: 'Provizyon',
    Refund: 'İade',
    Reversal: 'Ters kayıt',
    Chargeback: 'Ters ibraz',
    ChargebackReversal: 'Kazanılan itiraz',
    Payout: 'Ödeme',
  },
  ar: {
    Sale: 'بيع',
    Authorisation: 'تفويض',
    Refund: 'استرداد',
    Reversal: 'عكس',
    Chargeback: 'اعتراض على الدفع',
    ChargebackReversal: 'نزاع مكسوب',
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

/**
 * A payment method's name: the label layer's words for the methods the documents name (in the user's language),
 * the tenant's configured name for one of its own, and never the bare code (made readable while the list loads).
 */
export function methodNameOf(code: string, locale: string, configured?: string): string {
  return isLabelled(paymentMethodLabels, code)
    ? labelsIn(paymentMethodLabels, locale)[code]
    : (configured ?? readable(code))
}
