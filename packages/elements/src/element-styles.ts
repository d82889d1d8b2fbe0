// Replaces @paydeck/ui's element-styles in this bundle (see element-css.ts beside vite.config.ts): the shared
// chunk carries only the reset and the tokens, and each element's chunk registers the CSS of what it uses.
import baseCss from 'paydeck:element-css/base'
import { elementChunks, type ElementChunk } from './element-chunks'
import type { ElementTag } from '@paydeck/ui/tags'

const chunkStyles = new Map<ElementChunk, string>()

/** Called by a chunk before it defines its elements: their shadow roots adopt this CSS. */
export function registerChunkStyles(chunk: ElementChunk, css: string): void {
  chunkStyles.set(chunk, css)
}

/** The reset and tokens, then the CSS of the controls the element's chunk uses (and nothing of the others'). */
export function stylesFor(tag: string): readonly string[] {
  const chunk = elementChunks[tag as ElementTag]
  const css = chunk && chunkStyles.get(chunk)
  return css ? [baseCss, css] : [baseCss]
}
