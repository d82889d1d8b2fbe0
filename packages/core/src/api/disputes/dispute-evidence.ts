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
  /** Bytes in one file: 5 MB, as the file service counts them (and as formatBytes says them). */
  fileBytes: 5 * 1024 * 1024,
  /** Bytes in every file together: 10 MB. */
  totalFileBytes: 10 * 1024 * 1024,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const

/** A file attached to the evidence, as the draft keeps it. */
export interface EvidenceFile {
  kind: EvidenceFileKind
  /** The file service's id (the sandbox keeps the file; the draft keeps what it is). */
  fileId: string
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
  /** A draft naming a file that was neither uploaded for the dispute nor offered by the merchant's records. */
  | { problem: 'unknownFile'; field: EvidenceFileKind }
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

/** Why one more file may not join the evidence (its type, its size, or the files' total), or null when it may. */
export function fileProblem(evidence: EvidenceDraft, file: Omit<EvidenceFile, 'fileId'>): EvidenceProblem | null {
  const candidate = { ...file, fileId: '' }
  const [own] = checkEvidence({ texts: {}, files: [candidate] })
  if (own) return own
  const together = checkEvidence({ texts: {}, files: [...evidence.files, candidate] })
  return together.find((problem) => problem.problem === 'filesTooLarge') ?? null
}

/** Where a piece of evidence from the merchant's own records comes from. */
export const evidenceSourceKinds = ['ticket', 'agreement', 'activity', 'file'] as const
export type EvidenceSourceKind = (typeof evidenceSourceKinds)[number]

/**
 * A piece of evidence from the merchant's own records: a text for one field (a ticket's conversation, the accepted
 * agreement, the payment's events) or a file already kept (a ticket's attachment, such as a refund policy).
 */
export interface EvidenceSource {
  source: EvidenceSourceKind
  /** Its own id: `ticket-12`, `agreement-3`, `activity`, or the file's id. */
  id: string
  /** How it is known: a ticket's subject, an agreement's number, a file's name. */
  title: string
  at: string | null
  text?: { field: EvidenceTextField; value: string }
  file?: EvidenceFile
}

/**
 * The draft with the picked sources attached: each text added to its field below what is there (once: a text already
 * in the field is not added again), each file added to the files (once). Check the result before keeping it.
 */
export function attachSources(evidence: EvidenceDraft, sources: readonly EvidenceSource[]): EvidenceDraft {
  const texts = { ...evidence.texts }
  const files = [...evidence.files]
  for (const { text, file } of sources) {
    if (text) {
      const current = texts[text.field]?.trim() ?? ''
      if (!current.includes(text.value.trim())) texts[text.field] = current ? `${current}\n\n${text.value}` : text.value
    }
    if (file && !files.some((other) => other.fileId === file.fileId)) files.push(file)
  }
  return { texts, files }
}
