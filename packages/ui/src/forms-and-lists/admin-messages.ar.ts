import type { AdminWords } from './admin-messages'

export const ar: AdminWords = {
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
