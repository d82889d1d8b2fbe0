import { batchStyles } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'

/** What the back-office screens share: their column, and what an action on chosen rows shows (ui's batchStyles). */
export const operationStyles = {
  root: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '3',
    fontFamily: 'body',
    color: 'text',
    minInlineSize: '0',
  }),
  ...batchStyles,
}
