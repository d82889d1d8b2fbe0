import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translator'
import { uploadProblem, type UploadCheck } from './upload-rules'

const onlySmallCsv: UploadCheck = (file) => (!file.name.endsWith('.csv') ? 'type' : file.size > 100 ? 'size' : null)

describe('upload problems', () => {
  it('words the check it is given in the translator’s language', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name)
    expect(uploadProblem(file('a.csv', 100), onlySmallCsv, createTranslator('en'))).toBeNull()
    expect(uploadProblem(file('a.csv', 101), onlySmallCsv, createTranslator('en'))).toBe(
      'File a.csv size bigger than allowed',
    )
    expect(uploadProblem(file('run.exe', 1), onlySmallCsv, createTranslator('tr'))).toBe(
      'Dosya türüne izin verilmiyor run.exe',
    )
  })
})
