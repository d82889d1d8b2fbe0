import type { Translate } from '../i18n/translator'

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

export interface UploadRules {
  maxBytes?: number
  contentTypes?: readonly string[]
  extensions?: readonly string[]
}

/** Why a file may not be uploaded, in the catalogue's words, or null when it may. */
export function uploadProblem(file: FileLike, t: Translate, rules: UploadRules = {}): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  const types = rules.contentTypes ?? ALLOWED_CONTENT_TYPES
  const extensions = rules.extensions ?? ALLOWED_EXTENSIONS
  // Browsers leave type empty for some files; the extension decides then.
  const typeAllowed = file.type ? types.includes(file.type) : true
  if (!typeAllowed || !extensions.includes(extension)) return t('upload.typeNotAllowed', { name: file.name })
  if (file.size > (rules.maxBytes ?? MAX_UPLOAD_BYTES)) return t('upload.tooBig', { name: file.name })
  return null
}
