import type { Context } from 'hono'
import type { ApiEnv } from './auth.middleware'

// One reading of a page for every list the table says is paged: the gate reads it before the handler runs (a handler
// never parses paging), from 0, 20 a page when none is asked, at most 100, and clamps what is out of range rather
// than refusing it.

export interface Page {
  pageIndex: number
  pageSize: number
}

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** A page from its two query values, as sent. */
export function readPage(index: string | undefined, size: string | undefined): Page {
  return {
    pageIndex: Math.max(0, Math.trunc(Number(index ?? 0)) || 0),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(size ?? DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE)),
  }
}

/** The page the gate read for this call; a call the table does not declare paged has none. */
export function pageOf(c: Context<ApiEnv>): Page {
  const page = c.get('page')
  if (!page) throw new Error(`${c.req.method} ${c.req.path} is not a paged call in the route table`)
  return page
}

/** The rows a page starts after. */
export const offsetOf = (page: Page) => page.pageIndex * page.pageSize
