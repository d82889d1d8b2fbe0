import type { Translate } from '../i18n/translator'

// The rules themselves are the file service's contract (@paydeck/core/support's uploadRules): the control takes
// them as input, so the design system holds no copy.

export interface FileLike {
  name: string
  type: string
  size: number
}

export interface UploadRules {
  maxBytes: number
  contentTypes: readonly string[]
  extensions: readonly string[]
}

/** Why a file may not be uploaded, in the catalogue's words, or null when it may. */
export function uploadProblem(file: FileLike, t: Translate, rules: UploadRules): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  // Browsers leave type empty for some files; the extension decides then.
  const typeAllowed = file.type ? rules.contentTypes.includes(file.type) : true
  if (!typeAllowed || !rules.extensions.includes(extension)) return t('upload.typeNotAllowed', { name: file.name })
  if (file.size > rules.maxBytes) return t('upload.tooBig', { name: file.name })
  return null
}
