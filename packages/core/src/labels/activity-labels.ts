// The words of a transaction's activity (deliveries, fees, alerts, attempts) and of the default support labels.
import type {
  AlertSeverity,
  AttemptResult,
  DeliveryStatus,
  FeeKind,
} from '../api/transactions/transaction-activity.schema'
import type { DefaultLabelValue } from '../api/support/labels.schema'
import { type Labels } from './label-words'

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
