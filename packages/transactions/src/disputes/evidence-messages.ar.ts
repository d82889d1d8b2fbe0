import type { EvidenceWords } from './evidence-messages'

export const ar: EvidenceWords = {
  files: 'الملفات',
  noFiles: 'لا ملفات مرفقة.',
  fileKind: 'ما يُظهره الملف',
  addFile: 'أضف ملفًا: PDF أو JPEG أو PNG، حتى {size} لكل ملف و{total} مجتمعة',
  uploading: 'جارٍ رفع {name}: {percent}٪',
  notUploaded: 'تعذّر رفع الملف: {error}',
  removeFile: 'إزالة {name}',
  records: 'من سجلاتك',
  recordsIntro: 'ما تحويه سجلاتك عن هذه الدفعة. اختر ما يرد على المطالبة؛ يُضاف إلى الدليل أعلاه.',
  recordsPick: 'سجلاتك',
  recordsFailed: 'تعذّرت قراءة سجلاتك: {error}',
  noRecords: 'لا تحوي سجلاتك شيئًا عن هذه الدفعة.',
  'source.ticket': 'تذكرة الدعم «{title}»',
  'source.agreement': 'الاتفاقية المقبولة {title}',
  'source.activity': 'نشاط الدفعة {title}',
  'source.file': 'الملف {title}',
  attach: 'إرفاق المحدد',
  attached: 'أُرفق {count}. احفظ المسودة للاحتفاظ بها.',
}
