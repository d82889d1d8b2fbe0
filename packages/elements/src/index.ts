import type { Paydeck, PaydeckOptions } from '@paydeck/core'
import { elementLoaders } from './element-loaders'
import { auditPinning } from './integrity'

// Every tag typed for document.querySelector and JSX (generated with custom-elements.json from the classes).
export type * from './element-tags.js'

/**
 * Makes the page's Paydeck instance, which every element on the page then uses (one sign-in, one cache):
 * `configure({ hosts: { api }, auth: { getAccessToken } })`. The client code is fetched with the elements'
 * shared chunk, so a page pays for it once. (Defined here, not re-exported: the declarations stay one file.)
 */
export async function configure(options: PaydeckOptions): Promise<Paydeck> {
  const { configurePage } = await import('./page-instance')
  return configurePage(options)
}

const requested = new Set<string>()

let audited = false

/** Loads the chunk of a tag once; customElements.define then upgrades every instance already on the page. */
function load(tag: string): void {
  const loader = elementLoaders[tag as keyof typeof elementLoaders]
  if (!loader || requested.has(tag) || customElements.get(tag)) return
  requested.add(tag)
  // A page that pins the chunks (an import map's integrity) hears, before the first one loads, what it pins wrong.
  if (!audited) {
    audited = true
    void auditPinning(import.meta.url).then((problems) =>
      problems.forEach((problem) => console.warn(`@paydeck/elements: ${problem}`)),
    )
  }
  loader().catch((error: unknown) => {
    requested.delete(tag)
    console.error(`@paydeck/elements: could not load <${tag}>`, error)
  })
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(elementLoaders)) if (root.querySelector(tag)) load(tag)
}

/** Watches the page for Paydeck tags and loads each one's code on first use. */
export function startElementLoader(root: Document = document): MutationObserver {
  scan(root)
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue
        if (node.localName.startsWith('paydeck-')) load(node.localName)
        scan(node)
      }
    }
  })
  observer.observe(root.documentElement, { childList: true, subtree: true })
  return observer
}

export const supportedTags = Object.keys(elementLoaders)

if (typeof document !== 'undefined') startElementLoader()
