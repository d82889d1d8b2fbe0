import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translator'
import { uploadProblem } from './upload-rules'

const rules = { maxBytes: 100, contentTypes: ['text/csv'], extensions: ['csv'] }

describe('upload problems', () => {
  it('says what is wrong with a file against the rules it is given, in the translator’s language', () => {
    expect(uploadProblem({ name: 'a.csv', type: 'text/csv', size: 100 }, createTranslator('en'), rules)).toBeNull()
    expect(uploadProblem({ name: 'a.csv', type: 'text/csv', size: 101 }, createTranslator('en'), rules)).toBe(
      'File a.csv size bigger than allowed',
    )
    expect(uploadProblem({ name: 'run.exe', type: '', size: 1 }, createTranslator('tr'), rules)).toBe(
      'Dosya türüne izin verilmiyor run.exe',
    )
  })
})
