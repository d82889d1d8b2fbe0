import { defineMessages } from '../provider/ui-provider'

// The words of the settings screens' parts, the code dialog, the permission matrix and the pipeline display: their
// own catalogue, so a bundle without them does not carry it.
const en = {
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'admin.failed': 'This could not be loaded: {error}',
  'permissions.family': '{family} ({held} of {total})',
  'permissions.permission': 'Permission',
  'permissions.granted': 'Granted',
  'permissions.needsCode': 'Needs a code',
  'permissions.grant': 'Grant {name}',
  'permissions.requireCode': 'Ask a code for {name}',
  'permissions.added': 'to be added',
  'permissions.removed': 'to be removed',
  'sca.title': 'Confirm with your authenticator app',
  'sca.description': '{action}: enter the six-digit code your authenticator app shows now.',
  'sca.code': 'Six-digit code',
  'sca.confirm': 'Confirm',
  'sca.thisChange': 'This change',
  'sca.sixDigits': 'Enter the six digits your app shows.',
  'pipeline.open': 'Stage {current} of {count}: {stage}',
  'pipeline.closed': 'Closed, {state}, after {count} stages',
}

const tr: Record<keyof typeof en, string> = {
  'common.edit': 'Düzenle',
  'common.delete': 'Sil',
  'admin.failed': 'Yüklenemedi: {error}',
  'permissions.family': '{family} ({held}/{total})',
  'permissions.permission': 'Yetki',
  'permissions.granted': 'Verildi',
  'permissions.needsCode': 'Kod gerekir',
  'permissions.grant': '{name} yetkisini ver',
  'permissions.requireCode': '{name} için kod iste',
  'permissions.added': 'eklenecek',
  'permissions.removed': 'kaldırılacak',
  'sca.title': 'Doğrulama uygulamanızla onaylayın',
  'sca.description': '{action}: doğrulama uygulamanızın şu an gösterdiği altı haneli kodu girin.',
  'sca.code': 'Altı haneli kod',
  'sca.confirm': 'Onayla',
  'sca.thisChange': 'Bu değişiklik',
  'sca.sixDigits': 'Uygulamanızın gösterdiği altı haneyi girin.',
  'pipeline.open': 'Aşama {current}/{count}: {stage}',
  'pipeline.closed': 'Kapandı, {state}, {count} aşamadan sonra',
}

const ar: Record<keyof typeof en, string> = {
  'common.edit': 'تعديل',
  'common.delete': 'حذف',
  'admin.failed': 'تعذّر تحميل هذا: {error}',
  'permissions.family': '{family} ({held} من {total})',
  'permissions.permission': 'الصلاحية',
  'permissions.granted': 'ممنوحة',
  'permissions.needsCode': 'تتطلب رمزًا',
  'permissions.grant': 'منح {name}',
  'permissions.requireCode': 'طلب رمز لـ {name}',
  'permissions.added': 'ستُضاف',
  'permissions.removed': 'ستُزال',
  'sca.title': 'أكّد باستخدام تطبيق المصادقة',
  'sca.description': '{action}: أدخل الرمز المكوّن من ستة أرقام الذي يعرضه تطبيق المصادقة الآن.',
  'sca.code': 'رمز من ستة أرقام',
  'sca.confirm': 'تأكيد',
  'sca.thisChange': 'هذا التغيير',
  'sca.sixDigits': 'أدخل الأرقام الستة التي يعرضها تطبيقك.',
  'pipeline.open': 'المرحلة {current} من {count}: {stage}',
  'pipeline.closed': 'مغلق، {state}، بعد {count} مراحل',
}

// Pure: a bundle that uses none of these parts drops the catalogue.
export const useAdminT = /* @__PURE__ */ defineMessages('admin', { en, tr, ar })
