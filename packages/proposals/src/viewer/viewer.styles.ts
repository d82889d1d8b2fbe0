import { css } from '@paydeck/ui/styled-system/css'

export const viewerStyles = {
  dialog: css({ '@media print': { boxShadow: 'none', maxBlockSize: 'none', overflow: 'visible' } }),
  content: css({ display: 'grid', gap: '5' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: '3',
    margin: '0',
    '& dt': { fontSize: 'xs', color: 'subtle' },
    '& dd': { margin: '0', fontWeight: '600', overflowWrap: 'anywhere' },
  }),
  heading: css({ fontSize: 'md', fontWeight: '700', marginBlock: '0 2' }),
  table: css({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    marginBlockEnd: '3',
    '& caption': { textAlign: 'start', fontWeight: '600', paddingBlock: '1' },
    '& th, & td': { textAlign: 'start', paddingBlock: '1.5', paddingInline: '2', borderBlockEnd: '1px solid #d0d7de' },
    '& thead th': { fontSize: 'xs', color: 'subtle', fontWeight: '600' },
  }),
  number: css({ textAlign: 'end!', fontVariantNumeric: 'tabular-nums' }),
  body: css({
    lineHeight: '1.6',
    borderBlockStart: '1px solid #d0d7de',
    paddingBlockStart: '3',
    '& a': { color: 'link', textDecoration: 'underline' },
    '& table': { borderCollapse: 'collapse' },
    '& th, & td': { border: '1px solid #d0d7de', padding: '1.5' },
  }),
  error: css({ color: 'negative', marginInlineEnd: 'auto' }),
}
