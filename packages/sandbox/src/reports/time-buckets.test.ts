import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { pieces, utcPieceSql } from './time-buckets'

describe('pieces of UTC time folded into a zone’s days', () => {
  it('names an instant’s hour, or its quarter hour, in SQL', () => {
    const db = new Database(':memory:')
    const piece = (minutes: 15 | 60, iso: string) =>
      (db.prepare(`SELECT ${utcPieceSql(minutes, '@at')} AS piece`).get({ at: iso }) as { piece: string }).piece
    expect(piece(60, '2026-11-24T18:14:59.999Z')).toBe('2026-11-24T18:00')
    expect(piece(15, '2026-11-24T18:14:59.999Z')).toBe('2026-11-24T18:00')
    expect(piece(15, '2026-11-24T18:15:00.000Z')).toBe('2026-11-24T18:15')
    expect(piece(15, '2026-11-24T18:59:00.000Z')).toBe('2026-11-24T18:45')
    db.close()
  })

  it('folds each piece into the local day it is wholly in', () => {
    const day = '2026-11-24T00:00:00.000Z'
    const end = '2026-11-26T00:00:00.000Z'
    // Nepal is UTC+5:45: its 25 November starts at 18:15 UTC, inside a UTC hour.
    const nepal = pieces('Asia/Kathmandu', day, end)
    expect(nepal.sql).toContain('/ 15 * 15')
    expect(nepal.dayOf('2026-11-24T18:00')).toBe('2026-11-24')
    expect(nepal.dayOf('2026-11-24T18:15')).toBe('2026-11-25')
    // India is UTC+5:30; Istanbul UTC+3 needs only hours.
    expect(pieces('Asia/Kolkata', day, end).dayOf('2026-11-24T18:30')).toBe('2026-11-25')
    const istanbul = pieces('Europe/Istanbul', day, end)
    expect(istanbul.sql).not.toContain('/ 15 * 15')
    expect(istanbul.dayOf('2026-11-24T20:00')).toBe('2026-11-24')
    expect(istanbul.dayOf('2026-11-24T21:00')).toBe('2026-11-25')
  })
})
