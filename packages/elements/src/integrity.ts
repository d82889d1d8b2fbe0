// The loader's audit of the page's pinning (issue 36). A page pins the loader with its script tag's integrity and
// the chunks with an import map's `integrity`, which the browser enforces on every module it loads. Where a page pins
// anything, the loader fetches this build's list of chunk hashes (verified by the hash the build wrote here) and says
// which chunk the page leaves unpinned or pins to other bytes, or that the browser cannot pin modules at all.

/** The sha384 of chunks.integrity.json, written by the build (element-integrity.ts); the placeholder in source. */
const CHUNK_LIST_HASH: string = '__PAYDECK_CHUNKS_INTEGRITY__'

/** What the page's import maps pin, by absolute URL. */
function pinnedByPage(): Map<string, string> {
  const pinned = new Map<string, string>()
  for (const script of document.querySelectorAll('script[type="importmap"]')) {
    try {
      const integrity = (JSON.parse(script.textContent ?? '') as { integrity?: Record<string, string> }).integrity
      for (const [url, hash] of Object.entries(integrity ?? {})) pinned.set(new URL(url, document.baseURI).href, hash)
    } catch {
      // Not ours to judge: the browser reports a bad import map itself.
    }
  }
  return pinned
}

/** What a developer should read about the pinning of the chunks beside `loaderUrl`: nothing when all is pinned. */
export async function auditPinning(loaderUrl: string): Promise<string[]> {
  if (!CHUNK_LIST_HASH.startsWith('sha384-')) return []
  if (!HTMLScriptElement.supports?.('importmap'))
    return ['this browser has no import maps: the chunks the loader imports cannot be pinned here.']
  const pinned = pinnedByPage()
  if (pinned.size === 0) return []
  const answer = await fetch(new URL('chunks.integrity.json', loaderUrl), { integrity: CHUNK_LIST_HASH }).catch(
    () => null,
  )
  if (!answer?.ok) return ['the list of this build’s chunk hashes could not be fetched as built: nothing was checked.']
  const chunks = (await answer.json()) as Record<string, string>
  const problems: string[] = []
  for (const [file, hash] of Object.entries(chunks)) {
    if (!file.endsWith('.js')) continue
    const given = pinned.get(new URL(file, loaderUrl).href)
    if (given === undefined) problems.push(`${file} is not pinned by the page's import map.`)
    else if (given !== hash) problems.push(`${file} is pinned to other bytes (${given}) than this build's (${hash}).`)
  }
  return problems
}
