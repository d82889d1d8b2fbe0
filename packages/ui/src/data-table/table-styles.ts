import { css } from '../../styled-system/css'

/** What every table of the design system looks like (DataTable, PagedTable); each adds its own on top. */
export const tableStyles = {
  wrap: css({
    fontFamily: 'body',
    color: 'text',
    bg: 'surface',
    borderRadius: 'lg',
    border: '1px solid token(colors.neutralBg)',
    overflow: 'auto',
    // The containing block of what cells place absolutely (a screen-reader-only header): clipped with the rest,
    // it cannot widen the page.
    position: 'relative',
    _focusVisible: { outline: '2px solid {colors.focusRing}', outlineOffset: '2px' },
  }),
  table: css({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: 'sm' }),
  th: css({
    textAlign: 'start',
    fontWeight: '700',
    paddingBlock: '2.5',
    paddingInline: '3',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
    whiteSpace: 'nowrap',
  }),
  sort: css({
    all: 'unset',
    cursor: 'pointer',
    display: 'inline-flex',
    gap: '1',
    _focusVisible: { outline: '2px solid {colors.focusRing}' },
  }),
  td: css({ paddingInline: '3', blockSize: '11', borderBlockEnd: '1px solid token(colors.neutralBg)' }),
  /** An amount or a count: end-aligned in tabular figures, so digits of one order stand under each other. */
  figure: css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
  /**
   * A column that takes the room the others leave (an e-mail): its text ends in an ellipsis, whole on hover. Below its
   * least the table scrolls instead.
   */
  flexible: css({
    inlineSize: '100%',
    maxInlineSize: '0',
    minInlineSize: '7rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // Its heading wraps rather than end in an ellipsis: a column's name is read whole.
    '&:is(th)': { whiteSpace: 'normal', overflow: 'visible' },
  }),
  state: css({ paddingBlock: '8', paddingInline: '4', textAlign: 'center', color: 'subtle' }),
  error: css({ color: 'negative' }),
}
