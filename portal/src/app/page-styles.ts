import { css } from '@paydeck/ui/styled-system/css'

// The portal's page furniture, in the design system's Panda (docs/architecture.md, "styles"): a page's column, the
// white cards on it, a notice, small print, a card's facts. Colours read the tenant's --pd-* theme variables.

const pageBase = {
  marginInline: 'auto',
  '& a': { color: 'var(--pd-link)' },
  '& h2': { fontSize: '1.1rem', marginBlock: '1.5rem 0.75rem' },
} as const

/** A page's column; links and second-level headings in it take the tenant's link colour and one size. */
export const page = css(pageBase, { maxInlineSize: '64rem' })

/** A page with a table or a desk beside a list: as wide as a large screen allows. */
export const widePage = css(pageBase, { maxInlineSize: '90rem' })

/** A white card on the page; cards stacked on a page (a section) keep a gap between them. */
export const card = css({
  background: '#fff',
  color: '#1f2328',
  borderRadius: '10px',
  padding: '1rem 1.25rem',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.08)',
  '& h2': { marginBlockStart: '0' },
  'section > & + &': { marginBlockStart: '1rem' },
})

/** A note about the whole page (an empty section, a screen this edition does not build). */
export const notice = css({
  padding: '1rem 1.25rem',
  borderInlineStart: '4px solid var(--pd-link)',
  background: '#fff',
  color: '#1f2328',
  borderRadius: '6px',
  '& p': { margin: '0.25rem 0' },
})

/** Small print under a control or a list. */
export const hint = css({ fontSize: '0.875rem', color: '#57606a' })

/** A card's facts, term above value, each on its own small card, in columns as wide as they fit. */
export const factList = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: '0.75rem 1.5rem',
  margin: '0',
  '& > div': {
    background: '#fff',
    borderRadius: '10px',
    padding: '1rem',
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.08)',
  },
  '& dt': { fontSize: '0.8125rem', color: '#57606a', marginBlockEnd: '0.25rem' },
  '& dd': { margin: '0', fontWeight: '600', overflowWrap: 'anywhere' },
})

const buttonBase = {
  display: 'inline-block',
  font: 'inherit',
  fontWeight: '600',
  padding: '0.5rem 1rem',
  borderRadius: '8px',
  textDecoration: 'none',
  border: '1px solid transparent',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid var(--pd-link)', outlineOffset: '2px' },
} as const

/** The one action of a whole-page status (sign in again, reload): a link or a button. */
export const statusButton = css(buttonBase, { background: 'var(--pd-link)', color: '#fff' })

/** Its quieter second action. */
export const statusButtonSecondary = css(buttonBase, {
  background: '#fff',
  color: 'var(--pd-text)',
  borderColor: '#8c959f',
})

/** A row of actions under a status. */
export const statusActions = css({ display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap' })

/** The turning circle of a page that waits (the splash, signing in). */
export const spinner = css({
  display: 'inline-block',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: '50%',
  border: '3px solid #d0d7de',
  borderBlockStartColor: 'var(--pd-link)',
  animation: 'spin 0.8s linear infinite',
  marginBlockEnd: '1rem',
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
})
