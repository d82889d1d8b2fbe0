import { css } from '../../styled-system/css'

// Shared by the select and its still drawing (before Ark's combobox loads).
export const selectStyles = {
  root: css({ display: 'grid', gap: '1.5', fontFamily: 'body', color: 'text' }),
  control: css({ position: 'relative', display: 'flex', alignItems: 'center' }),
  input: css({ paddingInlineEnd: '16' }),
  actions: css({ position: 'absolute', insetInlineEnd: '1', display: 'flex', alignItems: 'center' }),
  content: css({
    bg: 'surface',
    color: 'text',
    fontFamily: 'body',
    borderRadius: 'md',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
    border: '1px solid token(colors.neutralBg)',
    overflowY: 'auto',
    paddingBlock: '1',
    zIndex: 'popover',
    minInlineSize: 'var(--reference-width)',
  }),
  item: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    paddingBlock: '2',
    paddingInline: '3',
    cursor: 'pointer',
    '&[data-highlighted]': { bg: 'neutralBg' },
    '&[data-state=checked]': { fontWeight: '700' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  }),
  empty: css({ paddingBlock: '2', paddingInline: '3', color: 'subtle' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
  chip: css({ bg: 'neutralBg', borderRadius: 'full', paddingInline: '2', fontSize: 'xs', fontWeight: '600' }),
}
