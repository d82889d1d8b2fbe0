import { describe, expect, it } from 'vitest'
import type { ReportRow } from '@paydeck/core/reports'
import type { ReportContext, ReportPageAsked } from './report'
import { pagesOf } from './report-csv'

const context = {} as ReportContext
const sort = { column: 'at', descending: true }

/** A paged report of `count` rows, recording the pages asked. */
function pagedReport(count: number) {
  const asked: ReportPageAsked[] = []
  const rows: ReportRow[] = Array.from({ length: count }, (_, id) => ({ id }))
  const page = (_: ReportContext, question: ReportPageAsked) => {
    asked.push(question)
    return { count, data: rows.slice(question.offset, question.offset + question.limit) }
  }
  return { asked, page }
}

describe('pagesOf: every row of a paged report, a page at a time', () => {
  it.each([0, 999, 1_000, 1_001, 11_000, 25_432])('gives each of %i rows once, in order', (count) => {
    const { page } = pagedReport(count)
    expect([...pagesOf(page, context, sort)].map((row) => row.id)).toEqual(Array.from({ length: count }, (_, id) => id))
  })

  it('reads the first page before iterating, the rest only as they are reached', () => {
    const { asked, page } = pagedReport(25_432)
    const rows = pagesOf(page, context, sort)[Symbol.iterator]()
    expect(asked).toEqual([{ sort, offset: 0, limit: 1_000 }])
    for (let read = 0; read < 1_001; read++) rows.next()
    expect(asked.map((question) => [question.offset, question.limit])).toEqual([
      [0, 1_000],
      [1_000, 10_000],
    ])
  })
})
