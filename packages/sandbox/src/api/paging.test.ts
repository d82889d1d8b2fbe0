import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { pagingOf } from './paging'

describe('pagingOf, the one reading of a page for every list', () => {
  const app = new Hono().get('/list', (c) => c.json(pagingOf(c)))
  const paging = async (query: string) => (await app.request(`/list${query}`)).json()

  it('reads the page asked for, from 0, and 20 a page when none is asked', async () => {
    expect(await paging('')).toEqual({ pageIndex: 0, pageSize: 20 })
    expect(await paging('?pageIndex=3&pageSize=50')).toEqual({ pageIndex: 3, pageSize: 50 })
  })

  it('clamps what is out of range rather than refusing it', async () => {
    expect(await paging('?pageIndex=-2&pageSize=-5')).toEqual({ pageIndex: 0, pageSize: 1 })
    expect(await paging('?pageSize=0')).toEqual({ pageIndex: 0, pageSize: 20 })
    expect(await paging('?pageSize=5000')).toEqual({ pageIndex: 0, pageSize: 100 })
    expect(await paging('?pageIndex=2.7&pageSize=10.9')).toEqual({ pageIndex: 2, pageSize: 10 })
    expect(await paging('?pageIndex=x&pageSize=ten')).toEqual({ pageIndex: 0, pageSize: 20 })
  })
})
