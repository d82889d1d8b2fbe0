import type { Context } from 'hono'
import type { ApiEnv } from './auth.middleware'
import type { Page } from '../domain/page'

// One reading of a page for every list the table says is paged: the gate reads it before the handler runs (a handler
// never parses paging), from 0, 20 a page when none is asked, at most 100, and clamps what is out of range rather
// than refusing it.

/** The page the gate read for this call; a call the table does not declare paged has none. */
export function pageOf(c: Context<ApiEnv>): Page {
  const page = c.get('page')
  if (!page) throw new Error(`${c.req.method} ${c.req.path} is not a paged call in the route table`)
  return page
}
