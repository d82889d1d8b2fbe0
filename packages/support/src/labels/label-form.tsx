import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { labelValueProblem, type LabelFields, type SupportLabel } from '@paydeck/core/support'
import { Button, Field, TextInput } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useSupportT } from '../messages'

const styles = {
  form: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    alignItems: 'end',
  }),
  color: css({ blockSize: '10', inlineSize: '100%', padding: '1', cursor: 'pointer' }),
  buttons: css({ display: 'flex', gap: '2' }),
}

const NEW_LABEL: LabelFields = { value: '', color: '#2e43fe', description: '' }

/** Create or edit one label: value by seed 000's rule, colour required, description optional; empty after a save. */
export function LabelForm({
  editing,
  saving,
  onSave,
  onCancel,
}: {
  editing: SupportLabel | null
  saving: boolean
  /** Whether the server took it. */
  onSave: (fields: LabelFields) => Promise<boolean>
  onCancel: () => void
}) {
  const t = useSupportT()
  const schema = z.object({
    value: z.string().check(
      z.superRefine((value, context) => {
        const problem = labelValueProblem(value)
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
      }),
    ),
    color: z.string().check(z.minLength(1, t('colorRequired'))),
    description: z.string(),
  })
  const form = useForm<LabelFields & { description: string }>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: { ...NEW_LABEL },
  })
  useEffect(() => {
    form.reset(editing ? { value: editing.value, color: editing.color, description: editing.description } : NEW_LABEL)
  }, [editing, form])
  const errors = form.formState.errors
  return (
    <form
      className={styles.form}
      aria-label={editing ? t('editing', { value: editing.value }) : t('newLabel')}
      noValidate
      onSubmit={form.handleSubmit(async (fields) => {
        if (await onSave({ ...fields, value: fields.value.trim(), description: fields.description.trim() }))
          form.reset(NEW_LABEL)
      })}
    >
      <Field label={t('labelValue')} required error={errors.value?.message}>
        <TextInput {...form.register('value')} maxLength={40} />
      </Field>
      <Field label={t('labelColor')} required error={errors.color?.message}>
        <TextInput type="color" className={styles.color} {...form.register('color')} />
      </Field>
      <Field label={t('labelDescription')}>
        <TextInput {...form.register('description')} maxLength={200} />
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" disabled={saving}>
          {editing ? t('save') : t('newLabel')}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  )
}
