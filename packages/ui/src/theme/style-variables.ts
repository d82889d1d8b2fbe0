// The styling hooks a host page may set (on an element, or any ancestor) beyond the tenant's colours: documented,
// so they survive upgrades. Panda's tokens read them with these defaults (panda.config.ts); the READMEs list them.

export interface StyleVariable {
  default: string
  description: string
}

const fontSizes = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem' }
const radii = { sm: '0.25rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', full: '9999px' }
const tones = {
  positive: ['#1a7f37', '#dafbe1', 'captured, paid, active'],
  negative: ['#b3261e', '#ffebe9', 'declined, failed, errors'],
  pending: ['#8a5a00', '#fff4d6', 'waiting, in progress'],
  hold: ['#5a32a3', '#efe7ff', 'on hold, disputed'],
  neutral: ['#424a53', '#eaeef2', 'closed, other states'],
} as const

// Built once, and dropped by bundlers from apps that do not read it (pure).
export const styleVariables: Record<`--pd-${string}`, StyleVariable> = /* @__PURE__ */ (() => ({
  '--pd-font-family': {
    default: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    description: 'The font of all text.',
  },
  '--pd-font-family-mono': {
    default: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    description: 'The font of card numbers, references and code.',
  },
  ...Object.fromEntries(
    Object.entries(fontSizes).map(([size, value]) => [
      `--pd-font-size-${size}`,
      { default: value, description: `The ${size} font size.` },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(radii).map(([size, value]) => [
      `--pd-radius-${size}`,
      {
        default: value,
        description: size === 'full' ? 'The radius of pills and round buttons.' : `The ${size} radius.`,
      },
    ]),
  ),
  '--pd-spacing': {
    default: '0.25rem',
    description: 'The spacing unit: every gap, padding and margin is a multiple of it.',
  },
  '--pd-surface': { default: '#ffffff', description: 'The background of panels, dialogs, menus and tables.' },
  '--pd-border': { default: '#8c959f', description: 'The border of fields and controls.' },
  '--pd-text-subtle': { default: '#57606a', description: 'Secondary text: hints, dates, counts.' },
  '--pd-focus-ring': { default: 'var(--pd-link, #2e43fe)', description: 'The outline of the focused control.' },
  ...Object.fromEntries(
    Object.entries(tones).flatMap(([tone, [text, background, meaning]]) => [
      [`--pd-${tone}`, { default: text, description: `The text of a ${tone} status pill (${meaning}).` }],
      [`--pd-${tone}-bg`, { default: background, description: `The background of a ${tone} status pill.` }],
    ]),
  ),
  '--pd-overlay': { default: 'rgb(0 0 0 / 0.45)', description: 'The backdrop behind dialogs and drawers.' },
  '--pd-z-index': {
    default: '1100',
    description: 'The stacking level of menus, pickers and tooltips; messages sit 100 above.',
  },
}))()

/** A token whose value is a style variable with its default. */
export const styleToken = (name: keyof typeof styleVariables) => ({
  value: `var(${name}, ${styleVariables[name]!.default})`,
})

export const styleTokens = /* @__PURE__ */ (() => ({
  fonts: { body: styleToken('--pd-font-family'), mono: styleToken('--pd-font-family-mono') },
  fontSizes: Object.fromEntries(Object.keys(fontSizes).map((size) => [size, styleToken(`--pd-font-size-${size}`)])),
  radii: Object.fromEntries(Object.keys(radii).map((size) => [size, styleToken(`--pd-radius-${size}`)])),
  // Panda's spacing scale, each step a multiple of the unit.
  spacing: Object.fromEntries(
    [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40].map(
      (step) => [String(step), { value: `calc(var(--pd-spacing, 0.25rem) * ${step})` }],
    ),
  ),
  colors: {
    surface: styleToken('--pd-surface'),
    border: styleToken('--pd-border'),
    subtle: styleToken('--pd-text-subtle'),
    focusRing: styleToken('--pd-focus-ring'),
    overlay: styleToken('--pd-overlay'),
    ...Object.fromEntries(
      Object.keys(tones).flatMap((tone) => [
        [tone, styleToken(`--pd-${tone}`)],
        [`${tone}Bg`, styleToken(`--pd-${tone}-bg`)],
      ]),
    ),
  },
  zIndex: {
    popover: styleToken('--pd-z-index'),
    message: { value: 'calc(var(--pd-z-index, 1100) + 100)' },
  },
}))()
