import { describe, expect, it } from 'vitest'
import { arabic } from './sandbox-words.ar'
import { sandboxWords, wordIn } from './sandbox-words'

describe("the sandbox's words", () => {
  it('has every text in Arabic that it has in Turkish, and no other', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(sandboxWords).sort())
  })

  it('words a text in the language asked for, and leaves what it does not know as it is', () => {
    expect(['en', 'tr', 'ar'].map((language) => wordIn('Net volume', language as 'en'))).toEqual([
      'Net volume',
      'Net hacim',
      'الحجم الصافي',
    ])
    expect(wordIn('Harbor Coffee', 'ar')).toBe('Harbor Coffee')
  })
})
