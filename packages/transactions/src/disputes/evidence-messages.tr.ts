import type { EvidenceWords } from './evidence-messages'

export const tr: EvidenceWords = {
  files: 'Dosyalar',
  noFiles: 'Ekli dosya yok.',
  fileKind: 'Dosyanın gösterdiği',
  addFile: 'Dosya ekleyin: PDF, JPEG ya da PNG; her biri en çok {size}, toplam {total}',
  uploading: '{name} yükleniyor: %{percent}',
  notUploaded: 'Dosya yüklenemedi: {error}',
  removeFile: '{name} dosyasını kaldır',
  records: 'Kayıtlarınızdan',
  recordsIntro: 'Kayıtlarınızda bu ödemeyle ilgili olanlar. İddiayı yanıtlayanları seçin; yukarıdaki kanıta eklenir.',
  recordsPick: 'Kayıtlarınız',
  recordsFailed: 'Kayıtlarınız okunamadı: {error}',
  noRecords: 'Kayıtlarınızda bu ödemeyle ilgili bir şey yok.',
  'source.ticket': '“{title}” destek talebi',
  'source.agreement': 'Kabul edilen sözleşme {title}',
  'source.activity': '{title} ödemesinin hareketleri',
  'source.file': '{title} dosyası',
  attach: 'Seçilenleri ekle',
  attached: '{count} öğe eklendi. Saklamak için taslağı kaydedin.',
}
