import type { RoleChange } from '@paydeck/core/administration'
import { PermissionNames } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { usePermissionWords } from './permission-words'

/** A role's change as the audit shows it: each permission in the user's words, its code secondary. */
export function RoleChangeText({ change }: { change: RoleChange }) {
  const t = useAdminScreensT()
  const { label } = usePermissionWords()
  const parts = [
    ['audit.added', change.added],
    ['audit.removed', change.removed],
    ['audit.codeAdded', change.codeAdded],
    ['audit.codeRemoved', change.codeRemoved],
  ] as const
  return (
    <>
      {change.renamedFrom !== undefined && <div>{t('audit.renamedFrom', { name: change.renamedFrom })}</div>}
      {parts
        .filter(([, names]) => names.length > 0)
        .map(([key, names]) => (
          <div key={key}>
            {t(key)} <PermissionNames names={names} label={label} />
          </div>
        ))}
    </>
  )
}
