/**
 * Where a part loaded later finds the function that adds its CSS (element-styles.ts): a chunk's code cannot name
 * another chunk's export once bundled, so element-css.ts appends a call through this global to each such chunk.
 */
export const LATER_STYLES_KEY = '@paydeck/elements/later-styles'
export const LATER_STYLES = Symbol.for(LATER_STYLES_KEY)
