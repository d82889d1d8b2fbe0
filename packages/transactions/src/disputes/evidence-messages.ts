import { defineMessages } from '@paydeck/ui'

// The words of a dispute's files and of the merchant's own records: loaded with the dispute's detail, not with the
// list (the fields' and the problems' words are the disputes' own, dispute-messages.ts).

const en = {
  files: 'Files',
  noFiles: 'No file attached.',
  fileKind: 'What the file shows',
  addFile: 'Add a file: PDF, JPEG or PNG, up to {size} each and {total} together',
  uploading: 'Uploading {name}: {percent}%',
  notUploaded: 'The file could not be uploaded: {error}',
  removeFile: 'Remove {name}',
  records: 'From your records',
  recordsIntro:
    'What your records hold about this payment. Pick what answers the claim; it is added to the evidence above.',
  recordsPick: 'Your records',
  recordsFailed: 'Your records could not be read: {error}',
  noRecords: 'Your records hold nothing about this payment.',
  'source.ticket': 'Support ticket “{title}”',
  'source.agreement': 'Accepted agreement {title}',
  'source.activity': 'Activity of payment {title}',
  'source.file': 'File {title}',
  attach: 'Attach selected',
  attached: '{count} attached. Save the draft to keep them.',
}

/** The words of a language other than English: every key of the English. */
export type EvidenceWords = Record<keyof typeof en, string>

export const useEvidenceT = /* @__PURE__ */ defineMessages('transactions.disputes.evidence', {
  en,
  tr: () => import('./evidence-messages.tr').then((module) => module.tr),
  ar: () => import('./evidence-messages.ar').then((module) => module.ar),
})
