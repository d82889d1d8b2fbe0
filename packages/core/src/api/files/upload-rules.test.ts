import { describe, expect, it } from 'vitest'
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES, uploadRefusal, uploadRefusalText } from './upload-rules'

describe('upload rules', () => {
  it('allows 5 MB (5242880 bytes) and not a byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5242880)
    expect(uploadRefusal({ name: 'a.pdf', type: 'application/pdf', size: 5242880 })).toBeNull()
    expect(uploadRefusalText({ name: 'a.pdf', type: 'application/pdf', size: 5242881 })).toBe(
      'File a.pdf size bigger than allowed',
    )
  })
  it('refuses types and extensions outside the lists', () => {
    expect(uploadRefusalText({ name: 'run.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'File type not allowed run.exe',
    )
    expect(uploadRefusal({ name: 'photo.jpg.exe', type: '', size: 10 })).toBe('type')
    expect(uploadRefusal({ name: 'notes.txt', type: 'text/html', size: 10 })).toBe('type')
  })
  it('accepts every listed extension with its type', () => {
    expect(ALLOWED_EXTENSIONS).toHaveLength(19)
    expect(uploadRefusal({ name: 'Report.XLSX', type: '', size: 10 })).toBeNull()
    expect(uploadRefusal({ name: 'scan.tif', type: 'image/tiff', size: 10 })).toBeNull()
  })
})
