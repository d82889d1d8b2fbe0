import { css } from '../../styled-system/css'

/**
 * What an action on chosen rows shows around its table (the lookup's operations, a report's row action): the button
 * bar, the count chosen, the outcome and the refusals, the rows' checkboxes.
 */
export const batchStyles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  count: css({ fontSize: 'sm', color: 'subtle', margin: '0' }),
  done: css({ color: 'positive', fontSize: 'sm', margin: '0' }),
  refusals: css({ margin: '0', paddingInlineStart: '5', color: 'negative', fontSize: 'sm' }),
  check: css({ inlineSize: '1rem', blockSize: '1rem', accentColor: 'primary' }),
}
