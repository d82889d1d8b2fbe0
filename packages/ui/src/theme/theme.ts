/** The colours of a tenant's themeSettings that the design system uses (ui does not import core's types). */
export interface ThemeColors {
  sidebarBackgroundColor: string
  headerBackgroundColor: string
  mainBackgroundColor: string
  primaryColor: string
  textColor: string
  buttonsLinkColor: string
}

/** The default theme of seed 002 section 9 (buttons and links take the sidebar blue). */
export const defaultTheme: ThemeColors = {
  sidebarBackgroundColor: '#2e43fe',
  headerBackgroundColor: '#ffffff',
  mainBackgroundColor: '#f5f5f5',
  primaryColor: '#09d0bd',
  textColor: '#404040',
  buttonsLinkColor: '#2e43fe',
}

/** Above this perceived brightness (0 to 255) text on a colour is black, else white (seed 002 section 9). */
export const LUMINANCE_THRESHOLD = 155

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value)
}

/** Perceived brightness of a #rrggbb colour, 0 (black) to 255 (white). */
export function luminance(hex: string): number {
  const match = HEX.exec(hex)
  if (!match) throw new Error(`luminance: ${hex} is not a #rrggbb colour`)
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16)) as [number, number, number]
  return (r * 299 + g * 587 + b * 114) / 1000
}

/** Black or white, whichever reads on the colour. */
export function textOn(hex: string): '#000000' | '#ffffff' {
  return luminance(hex) > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff'
}

export type ThemeVariables = Record<`--pd-${string}`, string>

/**
 * The --pd-* custom properties of a theme. A colour that is not #rrggbb falls back to the default:
 * these values go into CSS, so nothing else may pass.
 */
export function themeVariables(theme: Partial<ThemeColors> | null | undefined): ThemeVariables {
  const pick = (key: keyof ThemeColors) => (isHexColor(theme?.[key]) ? theme![key]! : defaultTheme[key])
  const sidebar = pick('sidebarBackgroundColor')
  const header = pick('headerBackgroundColor')
  const main = pick('mainBackgroundColor')
  const primary = pick('primaryColor')
  const link = pick('buttonsLinkColor')
  return {
    '--pd-sidebar': sidebar,
    '--pd-on-sidebar': textOn(sidebar),
    '--pd-header': header,
    '--pd-on-header': textOn(header),
    '--pd-main': main,
    '--pd-text': pick('textColor'),
    '--pd-primary': primary,
    '--pd-on-primary': textOn(primary),
    '--pd-link': link,
    '--pd-on-link': textOn(link),
  }
}

/** Sets a theme's variables on an element (the portal root or an element's host). */
export function applyTheme(element: HTMLElement, theme: Partial<ThemeColors> | null | undefined): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value)
}
