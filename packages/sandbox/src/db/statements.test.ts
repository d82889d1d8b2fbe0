import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { statementOf } from './statements'

describe('statements kept prepared', () => {
  it('prepares a text once per connection, and forgets the least recently used beyond 500', () => {
    const db = new Database(':memory:')
    const first = statementOf(db, 'SELECT 1 AS n')
    expect(statementOf(db, 'SELECT 1 AS n')).toBe(first)
    expect(statementOf(new Database(':memory:'), 'SELECT 1 AS n')).not.toBe(first)
    for (let n = 2; n <= 500; n++) statementOf(db, `SELECT ${n} AS n`)
    statementOf(db, 'SELECT 1 AS n') // used again: the oldest is now SELECT 2
    statementOf(db, 'SELECT 501 AS n')
    expect(statementOf(db, 'SELECT 1 AS n')).toBe(first)
    expect(statementOf(db, 'SELECT 1 AS n').get()).toEqual({ n: 1 })
  })
})
