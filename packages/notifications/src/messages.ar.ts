import type { NotificationWords } from './messages'

export const ar: NotificationWords = {
  bell: 'الإشعارات',
  bellUnread: 'الإشعارات، {count} غير مقروءة',
  staleAnnounced: 'الإشعارات ليست محدّثة: {reason}',
  bellStale: '{bell} (غير محدّثة: {reason})',
  unreadAnnounced:
    '{count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {# إشعارات غير مقروءة} other {# إشعارًا غير مقروء}}',
  title: 'الإشعارات',
  markAllRead: 'تعليم الكل كمقروء',
  deleteAll: 'حذف الكل',
  deleteAllQuestion: 'حذف كل الإشعارات؟ لا يمكن التراجع عن ذلك.',
  deleteAllConfirm: 'احذفها',
  keep: 'أبقِها',
  markRead: 'تعليم كمقروء',
  delete: 'حذف',
  unread: 'غير مقروء',
  loading: 'جارٍ تحميل الإشعارات…',
  loadingMore: 'جارٍ تحميل المزيد…',
  failed: 'تعذّر تحميل الإشعارات: {error}',
  retry: 'حاول مرة أخرى',
  empty: 'لا إشعارات في آخر 30 يومًا.',
  end: 'هذه كل إشعارات آخر 30 يومًا.',
  newOne: 'إشعار جديد',
  newMany:
    '{count, plural, one {لديك إشعار جديد} two {لديك إشعاران جديدان} few {لديك # إشعارات جديدة} other {لديك # إشعارًا جديدًا}}',
  view: 'عرض',
  close: 'إغلاق',
  noPermission: 'ليست لديك صلاحية لتنفيذ هذا الإجراء، يرجى تسجيل الخروج ثم الدخول ببيانات اعتماد أخرى',
  downloadFailed: 'تعذّر تنزيل التقرير: {error}',
  actionFailed: 'لم ينجح ذلك؛ بقي الإشعار كما كان.',
}
