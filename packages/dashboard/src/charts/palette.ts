// Charts' colours: the tenant's primary first (a CSS variable, so the chart follows the theme), then hues told apart
// in both themes and by most colour-blind readers (Okabe and Ito's set).
const OTHERS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#56b4e9', '#e69f00', '#999999', '#f0e442']

export const paletteOf = (count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    index === 0 ? 'var(--pd-primary, #2563eb)' : OTHERS[(index - 1) % OTHERS.length]!,
  )
