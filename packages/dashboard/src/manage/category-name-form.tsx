import { fieldErrorsOf, userMessageOf } from '@paydeck/react'
import { adminStyles, Button, Field, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useManageT } from './manage-messages'

/** A category's name typed: to add one, or to rename one in place. */
export function CategoryNameForm({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string
  submitLabel: string
  onSubmit: (name: string) => Promise<unknown>
  onCancel?: () => void
}) {
  const t = useManageT()
  const change = useChangeForm({
    defaultValues: { name: initial },
    check: ({ name }) => ({ name: name.trim() ? undefined : t('categoryNameRequired') }),
    save: async ({ name }) => {
      await onSubmit(name.trim())
      if (!onCancel) change.form.reset({ name: '' })
    },
    // Whatever the server says of a category is said under its one field.
    refusalOf: (failure) => ({ name: fieldErrorsOf(failure).name ?? userMessageOf(failure) }),
  })
  return (
    <form className={adminStyles.bar} onSubmit={change.submit} noValidate>
      <Field label={t('categoryName')} error={change.errors.name} required>
        <TextInput maxLength={60} {...change.form.register('name')} />
      </Field>
      <Button type="submit" disabled={change.busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
    </form>
  )
}
