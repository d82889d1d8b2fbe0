import { crmUserProblems, type CrmUser, type CrmUserFields, type RoleSummary } from '@paydeck/core/administration'
import { Field, FormDialog, NativeSelect, Select, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { RecordHistory } from '../audit/record-history'
import { useRuleWords } from '../rule-words'
import { problemsOf } from '@paydeck/react'

const timeZones = Intl.supportedValuesOf('timeZone')

type Draft = Omit<CrmUserFields, 'roleId'> & { roleId: string }

const fieldsOf = (draft: Draft): CrmUserFields => ({
  ...draft,
  email: draft.email.trim(),
  roleId: Number(draft.roleId),
})

/**
 * A CRM user's account: new, or edited. Saving always asks for a code (the client's one code step, saying whose
 * account it saves); a refusal of the form's fields comes back to them with everything typed kept.
 */
export function UserDialog({
  user,
  roles,
  defaultZone,
  onClose,
  onSave,
}: {
  user: CrmUser | null
  /** A new user's time zone until one is chosen (the administrator's own). */
  defaultZone: string
  roles: readonly RoleSummary[]
  onClose: () => void
  /** Sends the fields (a mutation's `mutateAsync`), with what the code confirms in words; resolves when saved. */
  onSave: (change: { fields: CrmUserFields; confirms: string }) => Promise<unknown>
}) {
  const t = useAdminScreensT()
  const { words } = useRuleWords()
  const name = user ? `${user.firstName} ${user.lastName}` : ''
  const dialog = useChangeForm<Draft>({
    defaultValues: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      roleId: String(user?.roleId ?? 0),
      timeZone: user?.timeZone ?? defaultZone,
    },
    check: (draft) => words(crmUserProblems(fieldsOf(draft))),
    save: (draft) => {
      const fields = fieldsOf(draft)
      const confirms = user ? t('users.saveAction', { name }) : t('users.createAction', { email: fields.email })
      return onSave({ fields, confirms })
    },
    refusalOf: problemsOf,
  })
  const { errors } = dialog
  const { register, watch, setValue } = dialog.form
  const timeZone = watch('timeZone')
  return (
    <>
      <FormDialog
        form={dialog}
        title={user ? t('users.editTitle', { name }) : t('users.createTitle')}
        submitLabel={user ? t('users.save') : t('users.create')}
        onClose={onClose}
      >
        <Field label={t('users.email')} error={errors.email} required>
          <TextInput type="email" autoComplete="off" maxLength={254} {...register('email')} />
        </Field>
        <Field label={t('users.firstName')} error={errors.firstName} required>
          <TextInput maxLength={100} {...register('firstName')} />
        </Field>
        <Field label={t('users.lastName')} error={errors.lastName} required>
          <TextInput maxLength={100} {...register('lastName')} />
        </Field>
        <Field label={t('users.role')} error={errors.roleId} required>
          <NativeSelect
            {...register('roleId')}
            options={[
              { value: '0', label: t('users.chooseRole') },
              ...roles.map((role) => ({ value: String(role.id), label: role.name })),
            ]}
          />
        </Field>
        {/* Some 400 zones: typed to find ("stock" finds Europe/Stockholm), not scrolled through. */}
        <Select
          label={t('users.timeZone')}
          error={errors.timeZone}
          required
          value={timeZone}
          onValueChange={(zone) => zone && setValue('timeZone', zone, { shouldDirty: true })}
          options={(timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones]).map((zone) => ({
            value: zone,
            label: zone,
          }))}
        />
        {user && <RecordHistory targetType="user" targetId={user.id} />}
      </FormDialog>
    </>
  )
}
