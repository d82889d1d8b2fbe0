import type { Translate } from '../i18n/translator'

/**
 * Why a file may not be uploaded ('type' or 'size'), or null when it may: the file service's own check
 * (@paydeck/core/files' uploadRefusal), handed to the control so the design system holds no copy of the rules.
 */
export type UploadCheck = (file: File) => 'type' | 'size' | null

/** A refused file's message, in the catalogue's words and the user's language. */
export function uploadProblem(file: File, check: UploadCheck, t: Translate): string | null {
  const refusal = check(file)
  if (refusal === 'type') return t('upload.typeNotAllowed', { name: file.name })
  if (refusal === 'size') return t('upload.tooBig', { name: file.name })
  return null
}
