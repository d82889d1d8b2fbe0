import { describe, expect, it } from 'vitest'
import { openDatabase } from './database'
import { containing, likeEscape } from './like'

describe('containing', () => {
  const db = openDatabase(':memory:')
  const matches = (text: string, term: string) =>
    (db.prepare(`SELECT ? LIKE ? ${likeEscape} AS hit`).get(text, containing(term)) as { hit: number }).hit === 1

  it('finds what was typed inside a text, whatever its case, and nothing else', () => {
    expect(matches('Acme Coffee Ltd', 'coffee')).toBe(true)
    expect(matches('Acme Coffee Ltd', '  Coffee ')).toBe(true)
    expect(matches('Acme Coffee Ltd', 'tea')).toBe(false)
  })

  it('takes % and _ and \\ as the characters they are', () => {
    expect(matches('50% off', '50%')).toBe(true)
    expect(matches('500 off', '50%')).toBe(false)
    expect(matches('Acme Coffee', '%')).toBe(false)
    expect(matches('a_b', 'a_b')).toBe(true)
    expect(matches('axb', 'a_b')).toBe(false)
    expect(matches('C:\\files', 'C:\\f')).toBe(true)
  })
})
