/** The local storage key of the remembered drawer width (seed 000 section 9). */
export const DRAWER_WIDTH_KEY = 'drawerSize'
export const DRAWER_MIN_WIDTH = 320
export const DRAWER_DEFAULT_WIDTH = 560

/** A width within the minimum and the container: the drawer never outgrows what holds it. */
export function clampDrawerWidth(width: number, containerWidth: number): number {
  return Math.round(Math.max(Math.min(DRAWER_MIN_WIDTH, containerWidth), Math.min(width, containerWidth)))
}

export function readDrawerWidth(storage: Pick<Storage, 'getItem'> | undefined): number {
  const saved = Number(storage?.getItem(DRAWER_WIDTH_KEY))
  return Number.isFinite(saved) && saved > 0 ? saved : DRAWER_DEFAULT_WIDTH
}
