import type { Paydeck, PaydeckOptions } from '@paydeck/core'

/**
 * Makes the page's Paydeck instance, which every element on the page then uses (one sign-in, one cache):
 * `configure({ hosts: { api }, auth: { getAccessToken } })`. The client code is fetched with the elements'
 * shared chunk, so a page pays for it once.
 */
export async function configure(options: PaydeckOptions): Promise<Paydeck> {
  const { configurePage } = await import('./page-instance')
  return configurePage(options)
}
