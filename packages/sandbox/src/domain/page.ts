// A page of a list, as every list reads it: from 0, 20 a page when none is asked, at most 100; what is out of range
// is clamped rather than refused. The HTTP layer reads it from the query (api/paging.ts).

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

/** The rows a page starts after. */
export const offsetOf = (page: Page) => page.pageIndex * page.pageSize
