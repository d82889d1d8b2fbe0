import { useState, type FormEvent } from 'react'
import { crmUserProblems, type CrmUser, type CrmUserFields, type RoleSummary } from '@paydeck/core/administration'
import { adminStyles, Field, FormDialog, NativeSelect, ScaDialog, Select, TextInput } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { withScaCode } from '../sca'

const timeZones = Intl.supportedValuesOf('timeZone')

/**
 * A CRM user's account: new, or edited. Saving asks for a code; a refusal of the form's fields comes back to them
 * with everything typed kept.
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
  /** Sends the fields with the code; resolves when saved. */
  onSave: (fields: CrmUserFields, code: string) => Promise<unknown>
}) {
  const t = useAdminScreensT()
  const [fields, setFields] = useState<CrmUserFields>({
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    roleId: user?.roleId ?? 0,
    timeZone: user?.timeZone ?? defaultZone,
  })
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [confirming, setConfirming] = useState(false)
  const set = (name: keyof CrmUserFields) => (value: string) =>
    setFields({ ...fields, [name]: name === 'roleId' ? Number(value) : value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = crmUserProblems(fields)
    setErrors(problems)
    if (Object.keys(problems).length === 0) setConfirming(true)
  }
  const name = user ? `${user.firstName} ${user.lastName}` : ''
  return (
    <>
      <FormDialog
        open={!confirming}
        title={user ? t('users.editTitle', { name }) : t('users.createTitle')}
        submitLabel={user ? t('users.save') : t('users.create')}
        busy={false}
        onClose={onClose}
        onSubmit={submit}
      >
        <Field label={t('users.email')} error={errors.email} required>
          <TextInput
            type="email"
            autoComplete="off"
            value={fields.email}
            maxLength={254}
            onChange={(event) => set('email')(event.target.value)}
          />
        </Field>
        <Field label={t('users.firstName')} error={errors.firstName} required>
          <TextInput
            value={fields.firstName}
            maxLength={100}
            onChange={(event) => set('firstName')(event.target.value)}
          />
        </Field>
        <Field label={t('users.lastName')} error={errors.lastName} required>
          <TextInput
            value={fields.lastName}
            maxLength={100}
            onChange={(event) => set('lastName')(event.target.value)}
          />
        </Field>
        <Field label={t('users.role')} error={errors.roleId} required>
          <NativeSelect
            value={String(fields.roleId)}
            onChange={(event) => set('roleId')(event.target.value)}
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
          value={fields.timeZone}
          onValueChange={(zone) => zone && set('timeZone')(zone)}
          options={(timeZones.includes(fields.timeZone) ? timeZones : [fields.timeZone, ...timeZones]).map((zone) => ({
            value: zone,
            label: zone,
          }))}
        />
        {errors.form && (
          <p role="alert" className={adminStyles.error}>
            {errors.form}
          </p>
        )}
      </FormDialog>
      {confirming && (
        <ScaDialog
          action={user ? t('users.saveAction', { name }) : t('users.createAction', { email: fields.email.trim() })}
          onClose={() => setConfirming(false)}
          onConfirm={(code) =>
            withScaCode(() => onSave(fields, code), {
              done: () => setConfirming(false),
              refused: (refusal) => {
                setConfirming(false)
                setErrors(refusal)
              },
            })
          }
        />
      )}
    </>
  )
}
