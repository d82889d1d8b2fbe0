/** The world map's drawing size (its SVG's view box); the outlines are projected to it. */
export const MAP_WIDTH = 960
export const MAP_HEIGHT = 500

/** A country's outline on the map: its ISO 3166 alpha-2 code (null where it has none), its name, its SVG path. */
export interface WorldOutline {
  code: string | null
  name: string
  d: string
}
