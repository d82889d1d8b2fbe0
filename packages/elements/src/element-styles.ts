// Replaces @paydeck/ui's element-styles in this bundle (see element-css.ts beside vite.config.ts): the shared
// chunk carries only the reset and the tokens, each element's chunk registers the CSS of what its first screen
// shows, and each part loaded later (a panel, a dialog) the CSS it adds, which every element's root then adopts.
import baseCss from 'paydeck:element-css/base'
import type { ElementTag } from '@paydeck/ui/tags'
import { elementChunks, type ElementChunk } from './element-chunks'
import { LATER_STYLES } from './later-styles'

const chunkStyles = new Map<ElementChunk, string>()
const laterStyles: string[] = []
const growing = new Set<() => void>()

/** Called by a chunk before it defines its elements: their shadow roots adopt this CSS. */
export function registerChunkStyles(chunk: ElementChunk, css: string): void {
  chunkStyles.set(chunk, css)
}

/** The reset and tokens, the CSS of the controls the element's chunk shows, then what later parts brought. */
export function stylesFor(tag: string): readonly string[] {
  const chunk = elementChunks[tag as ElementTag]
  const css = chunk && chunkStyles.get(chunk)
  return [baseCss, ...(css ? [css] : []), ...laterStyles]
}

export function whenStylesGrow(changed: () => void): () => void {
  growing.add(changed)
  return () => growing.delete(changed)
}

/** A later part's CSS, run by its chunk as it loads (element-css.ts), before its code shows anything. */
function addLaterStyles(css: string): void {
  laterStyles.push(css)
  for (const changed of growing) changed()
}
;(globalThis as Record<symbol, unknown>)[LATER_STYLES] = addLaterStyles
