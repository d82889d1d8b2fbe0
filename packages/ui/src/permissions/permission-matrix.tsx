import { Fragment, useId } from 'react'
import { css } from '../../styled-system/css'
import { Icon } from '../icons/icons'
import { useAdminT } from '../forms-and-lists/admin-messages'

const styles = {
  root: css({ display: 'grid', gap: '4', fontFamily: 'body', color: 'text' }),
  family: css({
    border: '1px solid token(colors.neutralBg)',
    borderRadius: 'md',
    padding: '3',
    margin: '0',
    minInlineSize: '0',
  }),
  legend: css({ fontWeight: '700', paddingInline: '1' }),
  table: css({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: 'sm' }),
  head: css({
    textAlign: 'start',
    color: 'subtle',
    fontWeight: '600',
    paddingBlock: '1',
    '&:not(:first-child)': { textAlign: 'center', inlineSize: '5.5rem' },
  }),
  cell: css({
    paddingBlock: '1',
    borderBlockStart: '1px solid token(colors.neutralBg)',
    '&:not(:first-child)': { textAlign: 'center' },
  }),
  name: css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' }),
  description: css({ display: 'block', color: 'subtle', fontSize: 'xs' }),
  codeName: css({ display: 'block', color: 'subtle', fontSize: 'xs', fontFamily: 'mono' }),
  check: css({ inlineSize: '1rem', blockSize: '1rem', accentColor: 'primary' }),
  code: css({ color: 'pending' }),
  changed: css({ fontSize: 'xs', color: 'subtle', fontStyle: 'italic' }),
}

/** A dotted name that may wrap after its dots (CRM.Transaction.Actions.Refund on a phone). */
const breakable = (name: string) =>
  name.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && '.'}
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))

export interface MatrixPermission {
  /** The permission's code, what a role stores. */
  name: string
  family: string
  /** Words for the permission in the user's language; without them the code is shown. */
  label?: string
  /** One line on what the permission lets its holder do. */
  description?: string
  familyLabel?: string
}

export interface PermissionMatrixProps {
  permissions: readonly MatrixPermission[]
  granted: readonly string[]
  /** The granted permissions whose use needs a code from the authenticator app. */
  scaRequired: readonly string[]
  onChange: (granted: string[], scaRequired: string[]) => void
  /** What the role held when it was opened: a permission that differs is marked as changed. */
  saved?: readonly string[]
  readOnly?: boolean
}

/**
 * A role's permissions as a matrix grouped by family: whether the role holds each, and whether its use needs a code
 * (marked with a lock). A permission that would change on saving says so beside it.
 */
export function PermissionMatrix({
  permissions,
  granted,
  scaRequired,
  onChange,
  saved,
  readOnly = false,
}: PermissionMatrixProps) {
  const a = useAdminT()
  const id = useId()
  const has = new Set(granted)
  const needsCode = new Set(scaRequired)
  const had = saved && new Set(saved)
  const families = [...new Set(permissions.map((permission) => permission.family))]
  const toggle = (name: string) =>
    has.has(name)
      ? onChange(
          granted.filter((other) => other !== name),
          scaRequired.filter((other) => other !== name),
        )
      : onChange([...granted, name], [...scaRequired])
  const toggleCode = (name: string) =>
    onChange([...granted], needsCode.has(name) ? scaRequired.filter((other) => other !== name) : [...scaRequired, name])
  return (
    <div className={styles.root}>
      {families.map((family) => {
        const members = permissions.filter((permission) => permission.family === family)
        const familyLabel = members[0]?.familyLabel ?? family
        return (
          <fieldset key={family} className={styles.family} data-family={family}>
            <legend className={styles.legend}>
              {a('permissions.family', {
                family: familyLabel,
                held: members.filter((m) => has.has(m.name)).length,
                total: members.length,
              })}
            </legend>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.head} scope="col">
                    {a('permissions.permission')}
                  </th>
                  <th className={styles.head} scope="col">
                    {a('permissions.granted')}
                  </th>
                  <th className={styles.head} scope="col">
                    {a('permissions.needsCode')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.map(({ name, label = name, description }) => {
                  const rowId = `${id}-${name}`
                  const changed = had && had.has(name) !== has.has(name)
                  return (
                    <tr key={name} data-permission={name}>
                      <th
                        className={styles.cell}
                        scope="row"
                        id={rowId}
                        style={{ fontWeight: 'normal', textAlign: 'start' }}
                      >
                        <span className={styles.name}>
                          <span>{label === name ? breakable(name) : label}</span>
                          {needsCode.has(name) && (
                            <span className={styles.code} title={a('permissions.needsCode')}>
                              <Icon name="lock" size={14} />
                            </span>
                          )}
                          {changed && (
                            <span className={styles.changed}>
                              {has.has(name) ? a('permissions.added') : a('permissions.removed')}
                            </span>
                          )}
                        </span>
                        {description && <span className={styles.description}>{description}</span>}
                        {label !== name && <code className={styles.codeName}>{breakable(name)}</code>}
                      </th>
                      <td className={styles.cell}>
                        <input
                          type="checkbox"
                          className={styles.check}
                          checked={has.has(name)}
                          disabled={readOnly}
                          aria-label={a('permissions.grant', { name: label })}
                          onChange={() => toggle(name)}
                        />
                      </td>
                      <td className={styles.cell}>
                        <input
                          type="checkbox"
                          className={styles.check}
                          checked={needsCode.has(name)}
                          disabled={readOnly || !has.has(name)}
                          aria-label={a('permissions.requireCode', { name: label })}
                          onChange={() => toggleCode(name)}
                        />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </fieldset>
        )
      })}
    </div>
  )
}
