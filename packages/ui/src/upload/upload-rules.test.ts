import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translator'
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES, uploadProblem } from './upload-rules'

const t = createTranslator('en')

describe('upload rules', () => {
  it('allows 5 MB (5242880 bytes) and not a byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5242880)
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 5242880 }, t)).toBeNull()
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 5242881 }, t)).toBe(
      'File a.pdf size bigger than allowed',
    )
  })
  it('refuses types and extensions outside the lists', () => {
    expect(uploadProblem({ name: 'run.exe', type: 'application/x-msdownload', size: 10 }, t)).toBe(
      'File type not allowed run.exe',
    )
    expect(uploadProblem({ name: 'photo.jpg.exe', type: '', size: 10 }, t)).toBe('File type not allowed photo.jpg.exe')
    expect(uploadProblem({ name: 'notes.txt', type: 'text/html', size: 10 }, t)).toBe('File type not allowed notes.txt')
  })
  it('accepts every listed extension with its type', () => {
    expect(ALLOWED_EXTENSIONS).toHaveLength(19)
    expect(uploadProblem({ name: 'Report.XLSX', type: '', size: 10 }, t)).toBeNull()
    expect(uploadProblem({ name: 'scan.tif', type: 'image/tiff', size: 10 }, t)).toBeNull()
  })
  it('speaks the locale of the translator', () => {
    expect(uploadProblem({ name: 'run.exe', type: '', size: 1 }, createTranslator('tr'))).toBe(
      'Dosya türüne izin verilmiyor run.exe',
    )
  })
})
