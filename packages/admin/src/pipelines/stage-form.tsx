import { useState, type FormEvent } from 'react'
import { stageProblems, STAGE_NAME_MAX, type PipelineStage, type StageFields } from '@paydeck/core/pipelines'
import { adminStyles, Button, CheckboxGroup, Field, PercentageInput, TextInput } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { errorsOf } from '../sca'

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
  const [name, setName] = useState(editing?.name ?? '')
  const [probability, setProbability] = useState(editing ? String(editing.probability) : '')
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = { name: name.trim(), probability: Number(probability), isDefault }
    const problems = {
      ...stageProblems(fields, otherNames),
      ...(probability.trim() === '' && { probability: t('stages.probabilityRequired') }),
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    onSubmit(fields)
      .then(() => {
        if (editing) return
        setName('')
        setProbability('')
        setIsDefault(false)
      })
      .catch((failure: unknown) => {
        setErrors(errorsOf(failure))
      })
      .finally(() => setBusy(false))
  }
  return (
    <form
      className={adminStyles.root}
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('stages.editTitle', { name: editing.name }) : t('stages.addTitle')}
    >
      <div className={adminStyles.bar}>
        <Field label={t('stages.name')} error={errors.name} required>
          <TextInput value={name} maxLength={STAGE_NAME_MAX} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t('stages.probability')} error={errors.probability} required>
          <PercentageInput value={probability} onValueChange={setProbability} />
        </Field>
      </div>
      <CheckboxGroup<'default'>
        legend={t('stages.defaultLegend')}
        options={[{ value: 'default', label: t('stages.defaultChoice') }]}
        chosen={isDefault ? ['default'] : []}
        onChange={(chosen) => setIsDefault(chosen.length > 0)}
        error={errors.isDefault}
      />
      {errors.form && (
        <p role="alert" className={adminStyles.error}>
          {errors.form}
        </p>
      )}
      <div className={adminStyles.actions}>
        <Button type="submit" disabled={busy}>
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
