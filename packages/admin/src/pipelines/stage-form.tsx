import { stageProblems, STAGE_NAME_MAX, type PipelineStage, type StageFields } from '@paydeck/core/pipelines'
import { adminStyles, Button, CheckboxGroup, Field, PercentageInput, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { problemsOf } from '@paydeck/react'

interface Draft {
  name: string
  probability: string
  isDefault: boolean
}

const fieldsOf = (draft: Draft): StageFields => ({
  name: draft.name.trim(),
  probability: Number(draft.probability),
  isDefault: draft.isDefault,
})

/**
 * A stage's name, probability and whether it is the default: to add one, or to edit one. The rules are checked
 * before sending; a refusal of the server is said by its field, and nothing typed is lost.
 */
export function StageForm({
  editing,
  otherNames,
  onSubmit,
  onCancel,
}: {
  editing: PipelineStage | null
  /** The pipeline's other stages' names, which this one may not repeat. */
  otherNames: readonly string[]
  onSubmit: (fields: StageFields) => Promise<unknown>
  onCancel: () => void
}) {
  const t = useAdminScreensT()
  const { words } = useRuleWords()
  const change = useChangeForm<Draft>({
    defaultValues: {
      name: editing?.name ?? '',
      probability: editing ? String(editing.probability) : '',
      isDefault: editing?.isDefault ?? false,
    },
    check: (draft) => ({
      ...words(stageProblems(fieldsOf(draft), otherNames)),
      ...(draft.probability.trim() === '' && { probability: t('stages.probabilityRequired') }),
    }),
    save: async (draft) => {
      await onSubmit(fieldsOf(draft))
      if (!editing) change.form.reset()
    },
    refusalOf: problemsOf,
  })
  const { errors, form } = change
  return (
    <form
      className={adminStyles.root}
      onSubmit={change.submit}
      noValidate
      aria-label={editing ? t('stages.editTitle', { name: editing.name }) : t('stages.addTitle')}
    >
      <div className={adminStyles.bar}>
        <Field label={t('stages.name')} error={errors.name} required>
          <TextInput maxLength={STAGE_NAME_MAX} {...form.register('name')} />
        </Field>
        <Field label={t('stages.probability')} error={errors.probability} required>
          <PercentageInput
            value={form.watch('probability')}
            onValueChange={(value) => form.setValue('probability', value, { shouldDirty: true })}
          />
        </Field>
      </div>
      <CheckboxGroup<'default'>
        legend={t('stages.defaultLegend')}
        options={[{ value: 'default', label: t('stages.defaultChoice') }]}
        chosen={form.watch('isDefault') ? ['default'] : []}
        onChange={(chosen) => form.setValue('isDefault', chosen.length > 0, { shouldDirty: true })}
        error={errors.isDefault}
      />
      {errors.form && (
        <p role="alert" className={adminStyles.error}>
          {errors.form}
        </p>
      )}
      <div className={adminStyles.actions}>
        <Button type="submit" disabled={change.busy}>
          {editing ? t('stages.save') : t('stages.add')}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancel}>
            {t('stages.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
