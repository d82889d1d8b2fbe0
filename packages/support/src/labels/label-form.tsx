import type { RuleProblem, SupportRuleKey } from '@paydeck/core/labels'
import { labelValueProblem, type LabelFields, type SupportLabel } from '@paydeck/core/support'
import { problemsOf } from '@paydeck/react'
import { Button, Field, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { useSupportT } from '../messages'

const styles = {
  form: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    alignItems: 'end',
  }),
  color: css({ blockSize: '10', padding: '1', cursor: 'pointer' }),
  buttons: css({ display: 'flex', gap: '2' }),
  problem: css({ gridColumn: '1 / -1', margin: '0', color: 'negative', fontSize: 'sm' }),
}

const NEW_LABEL: LabelFields & { description: string } = { value: '', color: '#2e43fe', description: '' }

/**
 * Create or edit one label: the value by seed 000's rule, colour required, description optional; empty again
 * after a save. Mount it with a key per label edited, so each edit starts from that label.
 */
export function LabelForm({
  editing,
  onSave,
  onCancel,
}: {
  editing: SupportLabel | null
  /** Makes the change (a mutation's `mutateAsync`); a refusal is said in the form, with what was typed kept. */
  onSave: (fields: LabelFields) => Promise<unknown>
  onCancel: () => void
}) {
  const t = useSupportT()
  const valueWords = (problem: RuleProblem<SupportRuleKey> | null) =>
    problem ? t(`rule.${problem.rule}`, problem.params) : undefined
  const change = useChangeForm<typeof NEW_LABEL>({
    defaultValues: editing
      ? { value: editing.value, color: editing.color, description: editing.description ?? '' }
      : NEW_LABEL,
    check: (fields) => ({
      value: valueWords(labelValueProblem(fields.value)),
      color: fields.color ? undefined : t('colorRequired'),
    }),
    save: async (fields) => {
      await onSave({ value: fields.value.trim(), color: fields.color, description: fields.description.trim() })
      change.form.reset(NEW_LABEL)
    },
    refusalOf: problemsOf,
  })
  const { errors, form } = change
  return (
    <form
      className={styles.form}
      aria-label={editing ? t('editing', { value: editing.value }) : t('newLabel')}
      noValidate
      onSubmit={change.submit}
    >
      <Field label={t('labelValue')} required error={errors.value}>
        <TextInput maxLength={40} {...form.register('value')} />
      </Field>
      <Field label={t('labelColor')} required error={errors.color}>
        <TextInput type="color" className={styles.color} {...form.register('color')} />
      </Field>
      <Field label={t('labelDescription')}>
        <TextInput maxLength={200} {...form.register('description')} />
      </Field>
      {errors.form && (
        <p role="alert" className={styles.problem}>
          {errors.form}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" disabled={change.busy}>
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
