import { Fragment } from 'react'
import { css } from '../../styled-system/css'

const styles = {
  list: css({ display: 'inline', margin: '0', padding: '0', listStyle: 'none' }),
  item: css({ display: 'inline', '&:not(:last-child)::after': { content: '", "' } }),
  code: css({ color: 'subtle', fontSize: 'xs', fontFamily: 'mono', overflowWrap: 'anywhere' }),
}

export interface PermissionNamesProps {
  names: readonly string[]
  /** The words for a permission in the user's language (its code when there are none). */
  label: (name: string) => string
}

/** Permissions named in words, each with its code beside it, secondary (a change log's "Added: …"). */
export function PermissionNames({ names, label }: PermissionNamesProps) {
  return (
    <ul className={styles.list}>
      {names.map((name) => (
        <li key={name} className={styles.item}>
          {label(name) === name ? (
            <code className={styles.code}>{name}</code>
          ) : (
            <Fragment>
              {label(name)} <code className={styles.code}>({name})</code>
            </Fragment>
          )}
        </li>
      ))}
    </ul>
  )
}
