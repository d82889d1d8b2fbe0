import { css } from '@paydeck/ui/styled-system/css'

export const viewerStyles = {
  content: css({ display: 'grid', gap: '5' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: '3',
    margin: '0',
    '& dt': { fontSize: 'xs', color: 'subtle' },
    '& dd': { margin: '0', fontWeight: '600', overflowWrap: 'anywhere' },
  }),
  // A sentence, not a fact: the whole row, in the text's own weight.
  reason: css({ gridColumn: '1 / -1', '& dd': { fontWeight: '400' } }),
  heading: css({ fontSize: 'md', fontWeight: '700', marginBlock: '0 2' }),
  table: css({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    // Fixed columns, so the symbol and value columns line up from one product's table to the next.
    tableLayout: 'fixed',
    fontSize: 'sm',
    marginBlockEnd: '3',
    '& caption': { textAlign: 'start', fontWeight: '600', paddingBlock: '1' },
    '& th, & td': { textAlign: 'start', paddingBlock: '1.5', paddingInline: '2', borderBlockEnd: '1px solid #d0d7de' },
    '& thead th': { fontSize: 'xs', color: 'subtle', fontWeight: '600' },
  }),
  number: css({ textAlign: 'end!', fontVariantNumeric: 'tabular-nums', inlineSize: '7rem' }),
  symbol: css({ inlineSize: '6rem' }),
  body: css({
    lineHeight: '1.6',
    borderBlockStart: '1px solid #d0d7de',
    paddingBlockStart: '3',
    '& a': { color: 'link', textDecoration: 'underline' },
    // The letter's own headings sit under the viewer's section headings.
    '& h1, & h2': { fontSize: 'lg', marginBlock: '3 2' },
    '& h3, & h4': { fontSize: 'md', marginBlock: '3 1' },
    '& table': { borderCollapse: 'collapse' },
    '& th, & td': { border: '1px solid #d0d7de', padding: '1.5' },
  }),
  error: css({ color: 'negative', marginInlineEnd: 'auto' }),
}
