// The file rules of seed 000 section 5: the contract the upload control checks and the file service enforces.

/** 5 MB, as seeds 000 and 001 give it. */
export const MAX_UPLOAD_BYTES = 5_242_880

export const ALLOWED_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/tiff',
  'image/gif',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
  'application/xml',
  'text/xml',
] as const

export const ALLOWED_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'tif',
  'tiff',
  'gif',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
  'xml',
] as const

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/tiff'] as const

export interface FileLike {
  name: string
  type: string
  size: number
}

/** The rules one upload control applies (the file service's by default). */
export interface UploadRules {
  maxBytes: number
  contentTypes: readonly string[]
  extensions: readonly string[]
}

export const uploadRules: UploadRules = {
  maxBytes: MAX_UPLOAD_BYTES,
  contentTypes: ALLOWED_CONTENT_TYPES,
  extensions: ALLOWED_EXTENSIONS,
}

/** The file picker's accept list for these rules. */
export const uploadAccept = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',')

export type UploadRefusal = 'type' | 'size'

/** Why a file may not be uploaded, or null when it may. */
export function uploadRefusal(file: FileLike, rules: UploadRules = uploadRules): UploadRefusal | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  // Browsers leave type empty for some files; the extension decides then.
  const typeAllowed = file.type ? rules.contentTypes.includes(file.type) : true
  if (!typeAllowed || !rules.extensions.includes(extension)) return 'type'
  if (file.size > rules.maxBytes) return 'size'
  return null
}

/** The refusal in the catalogue's English words, as the file service answers it. */
export function uploadRefusalText(file: FileLike, rules: UploadRules = uploadRules): string | null {
  const refusal = uploadRefusal(file, rules)
  if (refusal === 'type') return `File type not allowed ${file.name}`
  if (refusal === 'size') return `File ${file.name} size bigger than allowed`
  return null
}
