/** A page number, or a gap of several pages shown as "…". */
export type ShownPage = number | 'gap'

/** How many places a pager gives its pages: the first and last, the current and one on each side, two gaps. */
const PLACES = 7

/**
 * The pages a pager shows, always in seven places once there are more than seven pages, so the pager keeps its
 * width from page to page: the first five and the last near the start, the first and the last five near the end,
 * else the first, the current with its neighbours, and the last, with a gap where pages are left out.
 * `page` is one-based.
 */
export function pagesToShow(page: number, pageCount: number): ShownPage[] {
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)
  if (pageCount <= 0) return []
  if (pageCount <= PLACES) return run(1, pageCount)
  if (page <= 4) return [...run(1, 5), 'gap', pageCount]
  if (page >= pageCount - 3) return [1, 'gap', ...run(pageCount - 4, pageCount)]
  return [1, 'gap', page - 1, page, page + 1, 'gap', pageCount]
}
