import { defineMessages } from '../provider/ui-provider'

// The words of the tools tables share (the column chooser, the streamed download): their own catalogue, so a
// screen that uses none of them does not carry them.
const en = {
  columns: 'Columns',
  columnsTitle: 'Choose columns',
  columnsHint: 'Tick the columns to show and move them into the order you want.',
  moveUp: 'Move {column} up',
  moveDown: 'Move {column} down',
  moved: '{column} is now column {position}.',
  columnsSaved: 'Columns saved',
  columnsReset: 'Columns reset to the default',
  columnsFailed: 'The columns could not be saved: {error}',
  resetColumns: 'Reset to default',
  oneColumnAtLeast: 'Keep at least one column.',
  cancel: 'Cancel',
  save: 'Save',
  downloading: 'Downloading… {size}',
  downloadCancel: 'Cancel download',
  downloaded: 'Downloaded {name}',
  downloadFailed: 'The download failed: {error}',
}

const tr: Record<keyof typeof en, string> = {
  columns: 'Sütunlar',
  columnsTitle: 'Sütunları seçin',
  columnsHint: 'Gösterilecek sütunları işaretleyin ve istediğiniz sıraya taşıyın.',
  moveUp: '{column} sütununu yukarı taşı',
  moveDown: '{column} sütununu aşağı taşı',
  moved: '{column} artık {position}. sütun.',
  columnsSaved: 'Sütunlar kaydedildi',
  columnsReset: 'Sütunlar varsayılana döndü',
  columnsFailed: 'Sütunlar kaydedilemedi: {error}',
  resetColumns: 'Varsayılana dön',
  oneColumnAtLeast: 'En az bir sütun kalmalı.',
  cancel: 'İptal',
  save: 'Kaydet',
  downloading: 'İndiriliyor… {size}',
  downloadCancel: 'İndirmeyi iptal et',
  downloaded: '{name} indirildi',
  downloadFailed: 'İndirme başarısız: {error}',
}

const ar: Record<keyof typeof en, string> = {
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

export const useTableToolsT = /* @__PURE__ */ defineMessages('tableTools', { en, tr, ar })
