import { describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import { sqlList } from './sql-list'

describe('sqlList', () => {
  it('quotes each value, a quote inside included, so SQLite reads the set as written', () => {
    const db = new Database(':memory:')
    const values = ['Declined', "O'Brien", '']
    const found = db
      .prepare(
        `SELECT 'Declined' IN (${sqlList(values)}) AS a, 'O''Brien' IN (${sqlList(values)}) AS b,
      'Failed' IN (${sqlList(values)}) AS c`,
      )
      .get()
    expect(found).toEqual({ a: 1, b: 1, c: 0 })
    db.close()
  })
})
