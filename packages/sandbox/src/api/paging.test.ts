import { describe, expect, it } from 'vitest'
import { readPage } from '../domain/page'

describe('readPage, the one reading of a page for every list', () => {
  it('reads the page asked for, from 0, and 20 a page when none is asked', () => {
    expect(readPage(undefined, undefined)).toEqual({ pageIndex: 0, pageSize: 20 })
    expect(readPage('3', '50')).toEqual({ pageIndex: 3, pageSize: 50 })
    expect(readPage('0', '100')).toEqual({ pageIndex: 0, pageSize: 100 })
  })

  it('clamps what is out of range rather than refusing it', () => {
    expect(readPage('-2', '-5')).toEqual({ pageIndex: 0, pageSize: 1 })
    expect(readPage(undefined, '0')).toEqual({ pageIndex: 0, pageSize: 20 })
    expect(readPage(undefined, '101')).toEqual({ pageIndex: 0, pageSize: 100 })
    expect(readPage(undefined, '5000')).toEqual({ pageIndex: 0, pageSize: 100 })
    expect(readPage('2.7', '10.9')).toEqual({ pageIndex: 2, pageSize: 10 })
    expect(readPage('x', 'ten')).toEqual({ pageIndex: 0, pageSize: 20 })
    expect(readPage('', '')).toEqual({ pageIndex: 0, pageSize: 20 })
  })
})
