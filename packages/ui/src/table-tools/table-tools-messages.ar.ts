import type { TableToolWords } from './table-tools-messages'

export const ar: TableToolWords = {
  columns: 'الأعمدة',
  columnsTitle: 'اختر الأعمدة',
  columnsHint: 'حدّد الأعمدة المراد عرضها وانقلها إلى الترتيب الذي تريده.',
  moveUp: 'نقل {column} لأعلى',
  moveDown: 'نقل {column} لأسفل',
  moved: '{column} هو الآن العمود {position}.',
  columnsSaved: 'تم حفظ الأعمدة',
  columnsReset: 'أُعيدت الأعمدة إلى الوضع الافتراضي',
  columnsFailed: 'تعذّر حفظ الأعمدة: {error}',
  resetColumns: 'إعادة إلى الافتراضي',
  oneColumnAtLeast: 'أبقِ عمودًا واحدًا على الأقل.',
  cancel: 'إلغاء',
  save: 'حفظ',
  downloading: 'جارٍ التنزيل… {size}',
  downloadCancel: 'إلغاء التنزيل',
  downloaded: 'تم تنزيل {name}',
  downloadFailed: 'فشل التنزيل: {error}',
}
