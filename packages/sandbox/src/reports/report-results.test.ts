import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReportRow } from '@paydeck/core/reports'
import { reportResults } from './report-results'

const rows = (n: number): ReportRow[] => Array.from({ length: n }, (_, index) => ({ index }))

describe('report results: computed once per question while the book stands still', () => {
  const folders: string[] = []
  // The clock stands still unless a test moves it: a kept result lives five minutes of it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
    folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }))
  })
  /** A book on file, with a second connection standing for another process (the command line). */
  const books = () => {
    const folder = mkdtempSync(join(tmpdir(), 'paydeck-results-'))
    folders.push(folder)
    const file = join(folder, 'book.sqlite')
    const sandbox = new Database(file)
    sandbox.pragma('journal_mode = WAL')
    sandbox.exec('CREATE TABLE book (id INTEGER PRIMARY KEY, amount INTEGER)')
    return { sandbox, other: new Database(file) }
  }

  it('answers the same question from what it kept, and computes again after the sandbox writes', () => {
    const { sandbox } = books()
    const results = reportResults(sandbox)
    const compute = vi.fn(() => rows(3))
    expect(results.rowsOf({ report: 'api-logs', page: 'any' }, compute)).toHaveLength(3)
    results.rowsOf({ report: 'api-logs', page: 'any' }, compute)
    expect(compute).toHaveBeenCalledTimes(1)
    // Another question (other filters) is its own.
    results.rowsOf({ report: 'api-logs', filters: { outcome: ['Failed'] } }, compute)
    expect(compute).toHaveBeenCalledTimes(2)
    sandbox.prepare('INSERT INTO book (amount) VALUES (100)').run()
    results.rowsOf({ report: 'api-logs', page: 'any' }, compute)
    expect(compute).toHaveBeenCalledTimes(3)
  })

  it('computes again after another process writes to the book', () => {
    const { sandbox, other } = books()
    const results = reportResults(sandbox)
    const compute = vi.fn(() => rows(2))
    results.rowsOf('q', compute)
    results.rowsOf('q', compute)
    expect(compute).toHaveBeenCalledTimes(1)
    other.prepare('INSERT INTO book (amount) VALUES (5)').run()
    results.rowsOf('q', compute)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('computes again once the clock has moved five minutes on', () => {
    const { sandbox } = books()
    const results = reportResults(sandbox)
    const compute = vi.fn(() => rows(1))
    results.rowsOf('q', compute)
    vi.setSystemTime(new Date('2026-11-27T10:04:59.999Z'))
    results.rowsOf('q', compute)
    expect(compute).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date('2026-11-27T10:05:00.000Z'))
    results.rowsOf('q', compute)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('keeps what it derives from the rows per key, and derives again once the rows are new', () => {
    const { sandbox } = books()
    const results = reportResults<number[]>(sandbox)
    const derive = vi.fn((found: ReportRow[]) => found.map((row) => Number(row.index)).reverse())
    const compute = () => rows(3)
    expect(results.derivedOf('q', 'desc', derive, compute)).toEqual([2, 1, 0])
    results.derivedOf('q', 'desc', derive, compute)
    expect(derive).toHaveBeenCalledTimes(1)
    results.derivedOf('q', 'asc', derive, compute)
    expect(derive).toHaveBeenCalledTimes(2)
    sandbox.prepare('UPDATE book SET amount = 1').run() // no row changes: nothing to compute again
    results.derivedOf('q', 'desc', derive, compute)
    expect(derive).toHaveBeenCalledTimes(2)
    sandbox.prepare('INSERT INTO book (amount) VALUES (1)').run()
    results.derivedOf('q', 'desc', derive, compute)
    expect(derive).toHaveBeenCalledTimes(3)
  })

  it('lets the least recently used results go past its limit, and never keeps one larger than it', () => {
    const { sandbox } = books()
    const results = reportResults(sandbox, 10)
    const compute = { a: vi.fn(() => rows(4)), b: vi.fn(() => rows(4)), c: vi.fn(() => rows(4)) }
    results.rowsOf('a', compute.a)
    results.rowsOf('b', compute.b)
    results.rowsOf('a', compute.a) // a is used again: b is now the oldest
    results.rowsOf('c', compute.c) // 12 rows would pass 10: b leaves
    results.rowsOf('a', compute.a)
    results.rowsOf('c', compute.c)
    expect([compute.a.mock.calls.length, compute.c.mock.calls.length]).toEqual([1, 1])
    results.rowsOf('b', compute.b)
    expect(compute.b).toHaveBeenCalledTimes(2)
    const large = vi.fn(() => rows(11))
    results.rowsOf('large', large)
    results.rowsOf('large', large)
    expect(large).toHaveBeenCalledTimes(2)
  })
})
