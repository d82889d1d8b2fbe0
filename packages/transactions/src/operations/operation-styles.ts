import { css } from '@paydeck/ui/styled-system/css'

/** What the back-office screens share: their column, button bar, counts, outcomes and row checkboxes. */
export const operationStyles = {
  root: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '3',
    fontFamily: 'body',
    color: 'text',
    minInlineSize: '0',
  }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  count: css({ fontSize: 'sm', color: 'subtle', margin: '0' }),
  done: css({ color: 'positive', fontSize: 'sm', margin: '0' }),
  refusals: css({ margin: '0', paddingInlineStart: '5', color: 'negative', fontSize: 'sm' }),
  check: css({ inlineSize: '1rem', blockSize: '1rem', accentColor: 'primary' }),
}
