import type { TableToolWords } from './table-tools-messages'

export const tr: TableToolWords = {
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
