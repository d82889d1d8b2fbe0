import type { Context } from 'hono'

/** A list call's page from its query: pageIndex from 0, pageSize from 1 to 100 (20 when absent or nonsense). */
export function pagingOf(c: Context): { pageIndex: number; pageSize: number } {
  return {
    pageIndex: Math.max(0, Math.trunc(Number(c.req.query('pageIndex') ?? 0)) || 0),
    pageSize: Math.min(100, Math.max(1, Math.trunc(Number(c.req.query('pageSize') ?? 20)) || 20)),
  }
}
