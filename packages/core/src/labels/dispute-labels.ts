// The words of a dispute (issue 66): its stage, status, reason and category, how urgent it is, what may be done and
// why not, and its evidence. Keyed by the dispute model's lists, so a value without words does not compile.
import type {
  DisputeActions,
  DisputeStage,
  DisputeStatus,
  DisputeTab,
  DisputeUrgency,
  TransitionRefusal,
} from '../api/disputes/dispute-model'
import type { DisputeCategory, DisputeReasonKey } from '../api/disputes/dispute-reasons'
import type { EvidenceField, EvidenceProblem } from '../api/disputes/dispute-evidence'
import type { Labels } from './label-words'

export const disputeStageLabels: Labels<DisputeStage> = {
  en: { inquiry: 'Inquiry', chargeback: 'Chargeback', preArbitration: 'Pre-arbitration' },
  tr: { inquiry: 'Bilgi talebi', chargeback: 'Ters ibraz', preArbitration: 'Ön tahkim' },
  ar: { inquiry: 'طلب معلومات', chargeback: 'اعتراض على الدفع', preArbitration: 'ما قبل التحكيم' },
}

export const disputeStatusLabels: Labels<DisputeStatus> = {
  en: {
    needsResponse: 'Needs response',
    underReview: 'Under review',
    accepted: 'Accepted',
    expired: 'Expired',
    won: 'Won',
    lost: 'Lost',
  },
  tr: {
    needsResponse: 'Yanıt bekliyor',
    underReview: 'İncelemede',
    accepted: 'Kabul edildi',
    expired: 'Süresi doldu',
    won: 'Kazanıldı',
    lost: 'Kaybedildi',
  },
  ar: {
    needsResponse: 'بحاجة إلى رد',
    underReview: 'قيد المراجعة',
    accepted: 'مقبول',
    expired: 'منتهي المهلة',
    won: 'مكسوب',
    lost: 'مخسور',
  },
}

export const disputeTabLabels: Labels<DisputeTab> = {
  en: { needsResponse: 'Needs response', inReview: 'In review', closed: 'Closed' },
  tr: { needsResponse: 'Yanıt bekleyen', inReview: 'İncelemede', closed: 'Kapanan' },
  ar: { needsResponse: 'بحاجة إلى رد', inReview: 'قيد المراجعة', closed: 'مغلقة' },
}

export const disputeCategoryLabels: Labels<DisputeCategory> = {
  en: {
    fraudulent: 'Fraudulent',
    duplicate: 'Duplicate',
    creditNotProcessed: 'Credit not processed',
    productNotReceived: 'Product not received',
    productUnacceptable: 'Product unacceptable',
    subscriptionCanceled: 'Subscription canceled',
    unrecognized: 'Unrecognized',
    general: 'General',
  },
  tr: {
    fraudulent: 'Sahtecilik',
    duplicate: 'Mükerrer işlem',
    creditNotProcessed: 'İade yapılmadı',
    productNotReceived: 'Ürün teslim alınmadı',
    productUnacceptable: 'Ürün kabul edilemez',
    subscriptionCanceled: 'Abonelik iptal edildi',
    unrecognized: 'Tanınmayan işlem',
    general: 'Genel',
  },
  ar: {
    fraudulent: 'احتيال',
    duplicate: 'عملية مكررة',
    creditNotProcessed: 'لم يُنفَّذ الاسترداد',
    productNotReceived: 'لم يُستلم المنتج',
    productUnacceptable: 'منتج غير مقبول',
    subscriptionCanceled: 'اشتراك ملغى',
    unrecognized: 'عملية غير معروفة',
    general: 'عام',
  },
}

/** Each network code's own name for its reason. */
export const disputeReasonLabels: Labels<DisputeReasonKey> = {
  en: {
    'Visa 10.4': 'Other fraud: card-absent environment',
    'Visa 11.3': 'No authorization',
    'Visa 12.6.1': 'Duplicate processing',
    'Visa 13.1': 'Merchandise or services not received',
    'Visa 13.2': 'Cancelled recurring transaction',
    'Visa 13.3': 'Not as described or defective',
    'Visa 13.6': 'Credit not processed',
    'Mastercard 4837': 'No cardholder authorization',
    'Mastercard 4808': 'Authorization-related chargeback',
    'Mastercard 4834': 'Point-of-interaction error: duplicate',
    'Mastercard 4855': 'Goods or services not provided',
    'Mastercard 4841': 'Cancelled recurring or digital goods',
    'Mastercard 4853': 'Cardholder dispute: not as described',
    'Mastercard 4860': 'Credit not processed',
    'Mastercard 4863': 'Cardholder does not recognize',
    'American Express F29': 'Card not present',
    'American Express P08': 'Duplicate charge',
    'American Express C08': 'Goods or services not received',
    'American Express C28': 'Cancelled recurring billing',
    'American Express C31': 'Goods or services not as described',
    'American Express C02': 'Credit not processed',
    'American Express F24': 'No card member authorization',
  },
  tr: {
    'Visa 10.4': 'Diğer sahtecilik: kart ibraz edilmeden',
    'Visa 11.3': 'Provizyon yok',
    'Visa 12.6.1': 'Mükerrer işlem',
    'Visa 13.1': 'Ürün veya hizmet alınmadı',
    'Visa 13.2': 'İptal edilmiş tekrarlayan işlem',
    'Visa 13.3': 'Tarif edildiği gibi değil veya kusurlu',
    'Visa 13.6': 'İade yapılmadı',
    'Mastercard 4837': 'Kart sahibi onayı yok',
    'Mastercard 4808': 'Provizyonla ilgili ters ibraz',
    'Mastercard 4834': 'İşlem noktası hatası: mükerrer',
    'Mastercard 4855': 'Ürün veya hizmet sağlanmadı',
    'Mastercard 4841': 'İptal edilmiş tekrarlayan veya dijital ürün',
    'Mastercard 4853': 'Kart sahibi itirazı: tarif edildiği gibi değil',
    'Mastercard 4860': 'İade yapılmadı',
    'Mastercard 4863': 'Kart sahibi işlemi tanımıyor',
    'American Express F29': 'Kart ibraz edilmedi',
    'American Express P08': 'Mükerrer tahsilat',
    'American Express C08': 'Ürün veya hizmet alınmadı',
    'American Express C28': 'İptal edilmiş tekrarlayan ödeme',
    'American Express C31': 'Ürün veya hizmet tarif edildiği gibi değil',
    'American Express C02': 'İade yapılmadı',
    'American Express F24': 'Kart üyesi onayı yok',
  },
  ar: {
    'Visa 10.4': 'احتيال آخر: دون حضور البطاقة',
    'Visa 11.3': 'لا يوجد تفويض',
    'Visa 12.6.1': 'معالجة مكررة',
    'Visa 13.1': 'لم تُستلم البضاعة أو الخدمة',
    'Visa 13.2': 'عملية متكررة ملغاة',
    'Visa 13.3': 'غير مطابق للوصف أو معيب',
    'Visa 13.6': 'لم يُنفَّذ الاسترداد',
    'Mastercard 4837': 'لا يوجد تفويض من حامل البطاقة',
    'Mastercard 4808': 'اعتراض متعلق بالتفويض',
    'Mastercard 4834': 'خطأ في نقطة البيع: تكرار',
    'Mastercard 4855': 'لم تُقدَّم البضاعة أو الخدمة',
    'Mastercard 4841': 'اشتراك أو منتج رقمي ملغى',
    'Mastercard 4853': 'نزاع حامل البطاقة: غير مطابق للوصف',
    'Mastercard 4860': 'لم يُنفَّذ الاسترداد',
    'Mastercard 4863': 'حامل البطاقة لا يتعرف على العملية',
    'American Express F29': 'البطاقة غير حاضرة',
    'American Express P08': 'خصم مكرر',
    'American Express C08': 'لم تُستلم البضاعة أو الخدمة',
    'American Express C28': 'فوترة متكررة ملغاة',
    'American Express C31': 'البضاعة أو الخدمة غير مطابقة للوصف',
    'American Express C02': 'لم يُنفَّذ الاسترداد',
    'American Express F24': 'لا يوجد تفويض من حامل البطاقة',
  },
}

export const disputeUrgencyLabels: Labels<DisputeUrgency> = {
  en: {
    overdue: 'Overdue',
    within24Hours: 'Due within 24 hours',
    within72Hours: 'Due within 3 days',
    within10Days: 'Due within 10 days',
  },
  tr: {
    overdue: 'Süresi geçti',
    within24Hours: '24 saat içinde',
    within72Hours: '3 gün içinde',
    within10Days: '10 gün içinde',
  },
  ar: {
    overdue: 'متأخر',
    within24Hours: 'خلال 24 ساعة',
    within72Hours: 'خلال 3 أيام',
    within10Days: 'خلال 10 أيام',
  },
}

/** Why a dispute offers what it does. */
export const disputeActionReasonLabels: Labels<DisputeActions['why']> = {
  en: {
    open: 'Answer with evidence before the due time, or accept the dispute.',
    inquiry: 'An inquiry is answered, not accepted: if the customer is right, refund the payment.',
    overdue: 'The due time has passed: the network no longer takes evidence.',
    underReview: 'Your evidence was sent; the issuer decides.',
    closed: 'The dispute is decided.',
  },
  tr: {
    open: 'Süre dolmadan kanıtla yanıtlayın ya da itirazı kabul edin.',
    inquiry: 'Bilgi talebi kabul edilmez, yanıtlanır: müşteri haklıysa ödemeyi iade edin.',
    overdue: 'Süre doldu: kart kuruluşu artık kanıt kabul etmiyor.',
    underReview: 'Kanıtınız gönderildi; karar bankanın.',
    closed: 'İtiraz sonuçlandı.',
  },
  ar: {
    open: 'رُدّ بالأدلة قبل انتهاء المهلة، أو اقبل النزاع.',
    inquiry: 'طلب المعلومات يُجاب ولا يُقبل: إن كان العميل محقًا فاسترد المبلغ.',
    overdue: 'انتهت المهلة: لم تعد الشبكة تقبل الأدلة.',
    underReview: 'أُرسلت أدلتك؛ القرار للبنك المصدر.',
    closed: 'حُسم النزاع.',
  },
}

/** Why a move was refused. */
export const disputeRefusalLabels: Labels<TransitionRefusal> = {
  en: {
    closed: 'The dispute is decided: nothing more can be done with it.',
    notInStatus: 'The dispute is not where this can be done.',
    notInStage: 'This cannot be done at the dispute’s stage.',
    lastStage: 'Pre-arbitration is the last stage a dispute reaches here.',
  },
  tr: {
    closed: 'İtiraz sonuçlandı: artık bir işlem yapılamaz.',
    notInStatus: 'İtirazın durumu buna izin vermiyor.',
    notInStage: 'İtirazın aşamasında bu yapılamaz.',
    lastStage: 'Ön tahkim, bir itirazın burada ulaştığı son aşamadır.',
  },
  ar: {
    closed: 'حُسم النزاع: لا يمكن فعل المزيد.',
    notInStatus: 'حالة النزاع لا تسمح بذلك.',
    notInStage: 'لا يمكن فعل ذلك في مرحلة النزاع الحالية.',
    lastStage: 'ما قبل التحكيم هي آخر مرحلة يبلغها النزاع هنا.',
  },
}

export const evidenceFieldLabels: Labels<EvidenceField> = {
  en: {
    productDescription: 'Product or service description',
    customerCommunication: 'Communication with the customer',
    shippingCarrier: 'Shipping carrier',
    shippingTrackingNumber: 'Tracking number',
    shippingDate: 'Shipping date',
    refundPolicyDisclosure: 'How the refund policy was shown',
    refundRefusalExplanation: 'Why no refund is owed',
    cancellationPolicyDisclosure: 'How the cancellation policy was shown',
    cancellationRebuttal: 'Why the subscription was not cancelled',
    duplicateChargeExplanation: 'Why the charges are not duplicates',
    accessActivityLog: 'The customer’s use of the product',
    uncategorizedText: 'Anything else',
    receipt: 'Receipt',
    customerCommunicationFile: 'Customer communication (file)',
    shippingDocumentation: 'Proof of delivery',
    refundPolicy: 'Refund policy',
    cancellationPolicy: 'Cancellation policy',
    serviceDocumentation: 'Proof of service',
    duplicateChargeDocumentation: 'The other charge',
    customerSignature: 'Customer signature',
    uncategorizedFile: 'Other file',
  },
  tr: {
    productDescription: 'Ürün veya hizmet açıklaması',
    customerCommunication: 'Müşteriyle yazışma',
    shippingCarrier: 'Kargo firması',
    shippingTrackingNumber: 'Takip numarası',
    shippingDate: 'Gönderim tarihi',
    refundPolicyDisclosure: 'İade politikası nasıl gösterildi',
    refundRefusalExplanation: 'Neden iade gerekmiyor',
    cancellationPolicyDisclosure: 'İptal politikası nasıl gösterildi',
    cancellationRebuttal: 'Abonelik neden iptal edilmedi',
    duplicateChargeExplanation: 'Tahsilatlar neden mükerrer değil',
    accessActivityLog: 'Müşterinin ürünü kullanımı',
    uncategorizedText: 'Diğer',
    receipt: 'Fiş',
    customerCommunicationFile: 'Müşteriyle yazışma (dosya)',
    shippingDocumentation: 'Teslim kanıtı',
    refundPolicy: 'İade politikası',
    cancellationPolicy: 'İptal politikası',
    serviceDocumentation: 'Hizmet kanıtı',
    duplicateChargeDocumentation: 'Diğer tahsilat',
    customerSignature: 'Müşteri imzası',
    uncategorizedFile: 'Diğer dosya',
  },
  ar: {
    productDescription: 'وصف المنتج أو الخدمة',
    customerCommunication: 'المراسلات مع العميل',
    shippingCarrier: 'شركة الشحن',
    shippingTrackingNumber: 'رقم التتبع',
    shippingDate: 'تاريخ الشحن',
    refundPolicyDisclosure: 'كيف عُرضت سياسة الاسترداد',
    refundRefusalExplanation: 'لماذا لا يستحق الاسترداد',
    cancellationPolicyDisclosure: 'كيف عُرضت سياسة الإلغاء',
    cancellationRebuttal: 'لماذا لم يُلغَ الاشتراك',
    duplicateChargeExplanation: 'لماذا ليست الخصومات مكررة',
    accessActivityLog: 'استخدام العميل للمنتج',
    uncategorizedText: 'أي شيء آخر',
    receipt: 'الإيصال',
    customerCommunicationFile: 'المراسلات مع العميل (ملف)',
    shippingDocumentation: 'إثبات التسليم',
    refundPolicy: 'سياسة الاسترداد',
    cancellationPolicy: 'سياسة الإلغاء',
    serviceDocumentation: 'إثبات تقديم الخدمة',
    duplicateChargeDocumentation: 'الخصم الآخر',
    customerSignature: 'توقيع العميل',
    uncategorizedFile: 'ملف آخر',
  },
}

/** What is wrong with evidence; {limit} is the limit in the reader's figures, {field} the field's words. */
export const evidenceProblemLabels: Labels<EvidenceProblem['problem']> = {
  en: {
    textTooLong: '{field} holds more than {limit} characters.',
    textsTooLong: 'The texts together hold more than {limit} characters.',
    fileTooLarge: '{field} is larger than {limit}.',
    filesTooLarge: 'The files together are larger than {limit}.',
    fileType: '{field} must be a PDF, JPEG or PNG file.',
    empty: 'Add some evidence before submitting.',
  },
  tr: {
    textTooLong: '{field} {limit} karakterden uzun.',
    textsTooLong: 'Metinler toplamda {limit} karakterden uzun.',
    fileTooLarge: '{field} {limit} boyutundan büyük.',
    filesTooLarge: 'Dosyalar toplamda {limit} boyutundan büyük.',
    fileType: '{field} PDF, JPEG ya da PNG dosyası olmalı.',
    empty: 'Göndermeden önce kanıt ekleyin.',
  },
  ar: {
    textTooLong: '{field} يتجاوز {limit} حرفًا.',
    textsTooLong: 'النصوص مجتمعة تتجاوز {limit} حرفًا.',
    fileTooLarge: '{field} أكبر من {limit}.',
    filesTooLarge: 'الملفات مجتمعة أكبر من {limit}.',
    fileType: 'يجب أن يكون {field} ملف PDF أو JPEG أو PNG.',
    empty: 'أضف دليلًا قبل الإرسال.',
  },
}
