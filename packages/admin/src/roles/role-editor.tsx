import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createRole,
  type Permission,
  permissionDiff,
  ROLE_NAME_MAX,
  type RoleDetails,
  roleProblems,
  type RoleType,
  type SaveRole,
  updateRole,
} from '@paydeck/core/administration'
import { usePaydeck, problemsOf } from '@paydeck/react'
import { adminStyles, Button, Field, Heading, PermissionMatrix, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { usePermissionWords } from './permission-words'
import { roleKeys } from './role-queries'

/** What saving would change, in words: the diff the administrator sees before confirming with a code. */
function ChangeSummary({ before, after }: { before: RoleDetails | null; after: SaveRole }) {
  const t = useAdminScreensT()
  const words = usePermissionWords()
  const granted = permissionDiff(before?.permissions ?? [], after.permissions)
  const codes = permissionDiff(before?.scaRequiredPermissions ?? [], after.scaRequiredPermissions)
  const lines = [
    before && before.name !== after.name.trim() && after.name.trim() && t('roles.renamed', { name: after.name.trim() }),
    granted.added.length > 0 && t('roles.addedList', { names: words.list(granted.added) }),
    granted.removed.length > 0 && t('roles.removedList', { names: words.list(granted.removed) }),
    codes.added.length > 0 && t('roles.codeAddedList', { names: words.list(codes.added) }),
    codes.removed.length > 0 && t('roles.codeRemovedList', { names: words.list(codes.removed) }),
  ].filter((line): line is string => Boolean(line))
  return (
    <section aria-labelledby="role-changes" className={adminStyles.root}>
      <Heading depth={1} id="role-changes" className={adminStyles.subheading}>
        {t('roles.changes')}
      </Heading>
      {lines.length === 0 ? (
        <p className={adminStyles.note}>{t('roles.noChanges')}</p>
      ) : (
        <ul className={adminStyles.list} data-testid="role-diff">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

const trimmed = (draft: SaveRole): SaveRole => ({ ...draft, name: draft.name.trim() })

/**
 * A role's name and permission matrix. Saving shows what changes; the change always asks for a code (the client's
 * one code step, saying which role it saves): a wrong code is said there, and the form keeps everything chosen.
 */
export function RoleEditor({
  type,
  role,
  catalogue,
  onSaved,
}: {
  type: RoleType
  /** null for a new role. */
  role: RoleDetails | null
  catalogue: readonly Permission[]
  onSaved: (saved: RoleDetails, created: boolean) => void
}) {
  const t = useAdminScreensT()
  const words = usePermissionWords()
  const ruleWords = useRuleWords()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const readOnly = role?.isShared ?? false
  const save = useMutation({
    mutationFn: (draft: SaveRole) => {
      const confirms = t('roles.saveAction', { name: draft.name })
      return role
        ? updateRole(paydeck.http, type, role.id, draft, confirms)
        : createRole(paydeck.http, type, draft, confirms)
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(roleKeys.details(saved.id), saved)
      await queryClient.invalidateQueries({ queryKey: roleKeys.all })
      onSaved(saved, role === null)
    },
  })
  const change = useChangeForm<SaveRole>({
    defaultValues: {
      name: role?.name ?? '',
      permissions: role?.permissions ?? [],
      scaRequiredPermissions: role?.scaRequiredPermissions ?? [],
    },
    check: (draft) => ruleWords.words(roleProblems(trimmed(draft))),
    save: (draft) => save.mutateAsync(trimmed(draft)),
    refusalOf: problemsOf,
  })
  const { errors, form } = change
  const draft = form.watch()
  return (
    <>
      <form className={adminStyles.root} onSubmit={change.submit} noValidate aria-labelledby="role-editor-title">
        <Heading id="role-editor-title" className={adminStyles.heading}>
          {role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle')}
        </Heading>
        {readOnly && <p className={adminStyles.note}>{t('roles.sharedNote', { name: role!.name })}</p>}
        <Field label={t('roles.name')} error={errors.name} required disabled={readOnly}>
          <TextInput maxLength={ROLE_NAME_MAX} {...form.register('name')} />
        </Field>
        <Heading depth={1} className={adminStyles.subheading}>
          {t('roles.permissions')}
        </Heading>
        {(errors.permissions ?? errors.scaRequiredPermissions) && (
          <p role="alert" className={adminStyles.error}>
            {errors.permissions ?? errors.scaRequiredPermissions}
          </p>
        )}
        <PermissionMatrix
          permissions={words.matrix(catalogue)}
          granted={draft.permissions}
          scaRequired={draft.scaRequiredPermissions}
          saved={role?.permissions}
          readOnly={readOnly}
          onChange={(permissions, scaRequiredPermissions) => {
            form.setValue('permissions', permissions, { shouldDirty: true })
            form.setValue('scaRequiredPermissions', scaRequiredPermissions, { shouldDirty: true })
          }}
        />
        {!readOnly && (
          <>
            <ChangeSummary before={role} after={draft} />
            {errors.form && (
              <p role="alert" className={adminStyles.error}>
                {errors.form}
              </p>
            )}
            <div className={adminStyles.actions}>
              {/* Not disabled while saving: the code step returns focus here when it closes (a second press is ignored). */}
              <Button type="submit">{role ? t('roles.save') : t('roles.create')}</Button>
            </div>
          </>
        )}
      </form>
    </>
  )
}
