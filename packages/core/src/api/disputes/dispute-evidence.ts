import type { DisputeCategory } from './dispute-reasons'

// The evidence a merchant answers a dispute with (issue 66): its fields, which of them win each category, and the
// limits, checked here before sending and again by the sandbox. Stripe's limits: 20,000 characters a text, 150,000
// together; files PDF, JPEG or PNG.

export const evidenceTextFields = [
  'productDescription',
  'customerCommunication',
  'shippingCarrier',
  'shippingTrackingNumber',
  'shippingDate',
  'refundPolicyDisclosure',
  'refundRefusalExplanation',
  'cancellationPolicyDisclosure',
  'cancellationRebuttal',
  'duplicateChargeExplanation',
  'accessActivityLog',
  'uncategorizedText',
] as const
export type EvidenceTextField = (typeof evidenceTextFields)[number]

/** What a file shows: each is one slot. */
export const evidenceFileKinds = [
  'receipt',
  'customerCommunicationFile',
  'shippingDocumentation',
  'refundPolicy',
  'cancellationPolicy',
  'serviceDocumentation',
  'duplicateChargeDocumentation',
  'customerSignature',
  'uncategorizedFile',
] as const
export type EvidenceFileKind = (typeof evidenceFileKinds)[number]

export type EvidenceField = EvidenceTextField | EvidenceFileKind

/** The fields that win a category's dispute, first the ones a network expects (they are asked for first). */
export const winningEvidence: Record<
  DisputeCategory,
  { expected: readonly EvidenceField[]; helps: readonly EvidenceField[] }
> = {
  fraudulent: {
    expected: ['accessActivityLog', 'receipt'],
    helps: ['customerCommunication', 'customerSignature', 'productDescription'],
  },
  duplicate: {
    expected: ['duplicateChargeExplanation', 'duplicateChargeDocumentation'],
    helps: ['receipt', 'customerCommunication'],
  },
  creditNotProcessed: {
    expected: ['refundRefusalExplanation', 'refundPolicy'],
    helps: ['refundPolicyDisclosure', 'customerCommunication', 'receipt'],
  },
  productNotReceived: {
    expected: ['shippingCarrier', 'shippingTrackingNumber', 'shippingDocumentation'],
    helps: ['shippingDate', 'customerCommunication', 'receipt'],
  },
  productUnacceptable: {
    expected: ['productDescription', 'refundPolicy'],
    helps: ['customerCommunication', 'refundPolicyDisclosure', 'receipt'],
  },
  subscriptionCanceled: {
    expected: ['cancellationPolicy', 'cancellationRebuttal'],
    helps: ['cancellationPolicyDisclosure', 'customerCommunication', 'receipt'],
  },
  unrecognized: {
    expected: ['receipt', 'productDescription'],
    helps: ['customerCommunication', 'accessActivityLog'],
  },
  general: { expected: ['uncategorizedText'], helps: ['receipt', 'customerCommunication', 'uncategorizedFile'] },
}

export const evidenceLimits = {
  /** Characters in one text field. */
  textCharacters: 20_000,
  /** Characters in every text field together. */
  totalCharacters: 150_000,
  /** Bytes in one file. */
  fileBytes: 5_000_000,
  /** Bytes in every file together. */
  totalFileBytes: 10_000_000,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const

/** A file attached to the evidence, as the draft keeps it. */
export interface EvidenceFile {
  kind: EvidenceFileKind
  fileId: number
  name: string
  mediaType: string
  size: number
}

/** An answer in the making: texts by field and the files attached. */
export interface EvidenceDraft {
  texts: Partial<Record<EvidenceTextField, string>>
  files: EvidenceFile[]
}

/** What is wrong with evidence, as words key it (dispute-labels.ts), with the field it is about. */
export type EvidenceProblem =
  | { problem: 'textTooLong'; field: EvidenceTextField; limit: number }
  | { problem: 'textsTooLong'; limit: number }
  | { problem: 'fileTooLarge'; field: EvidenceFileKind; limit: number }
  | { problem: 'filesTooLarge'; limit: number }
  | { problem: 'fileType'; field: EvidenceFileKind }
  | { problem: 'empty' }

/** Everything wrong with evidence against the limits; `submitting` also refuses an answer with nothing in it. */
export function checkEvidence(evidence: EvidenceDraft, { submitting = false } = {}): EvidenceProblem[] {
  const problems: EvidenceProblem[] = []
  const texts = Object.entries(evidence.texts) as [EvidenceTextField, string | undefined][]
  let characters = 0
  for (const [field, text = ''] of texts) {
    characters += text.length
    if (text.length > evidenceLimits.textCharacters)
      problems.push({ problem: 'textTooLong', field, limit: evidenceLimits.textCharacters })
  }
  if (characters > evidenceLimits.totalCharacters)
    problems.push({ problem: 'textsTooLong', limit: evidenceLimits.totalCharacters })
  let bytes = 0
  for (const file of evidence.files) {
    bytes += file.size
    if (!(evidenceLimits.mediaTypes as readonly string[]).includes(file.mediaType))
      problems.push({ problem: 'fileType', field: file.kind })
    if (file.size > evidenceLimits.fileBytes)
      problems.push({ problem: 'fileTooLarge', field: file.kind, limit: evidenceLimits.fileBytes })
  }
  if (bytes > evidenceLimits.totalFileBytes)
    problems.push({ problem: 'filesTooLarge', limit: evidenceLimits.totalFileBytes })
  const hasText = texts.some(([, text]) => (text ?? '').trim() !== '')
  if (submitting && !hasText && evidence.files.length === 0) problems.push({ problem: 'empty' })
  return problems
}
