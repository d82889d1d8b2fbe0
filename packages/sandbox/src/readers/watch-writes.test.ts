import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openReader } from '../db/database'
import { watchWrites } from './watch-writes'

describe('a reader notes a call that tries to write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-watch-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'book.sqlite')
  const writer = new Database(file)
  writer.pragma('journal_mode = WAL')
  writer.exec('CREATE TABLE notes (text TEXT)')
  writer.prepare("INSERT INTO notes VALUES ('kept')").run()

  it('reads without a note, and notes a write even when the caller swallows the refusal', () => {
    const reader = openReader(file)
    const writes = { tried: false }
    watchWrites(reader, () => (writes.tried = true))
    expect(reader.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'kept' }])
    expect(writes.tried).toBe(false)
    const insert = reader.prepare("INSERT INTO notes VALUES ('lost')")
    try {
      insert.run()
    } catch {
      // a handler that answers a failed write its own way
    }
    expect(writes.tried).toBe(true)
    writes.tried = false
    expect(() => reader.exec("DELETE FROM notes WHERE text = 'kept'")).toThrow()
    expect(writes.tried).toBe(true)
    expect(writer.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 1 })
  })
})
