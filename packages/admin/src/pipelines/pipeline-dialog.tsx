import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  createPipeline,
  fetchPipelineUncheck,
  type Pipeline,
  PIPELINE_NAME_MAX,
  pipelineProblems,
  updatePipeline,
} from '@paydeck/core/pipelines'
import { usePaydeck } from '@paydeck/react'
import { adminStyles, CheckboxGroup, Field, FormDialog, TextInput } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { errorsOf } from '../sca'
import { pipelineKeys, usePipelineChange } from './pipeline-queries'

type Purpose = 'opportunities' | 'projects'

/** New pipeline, or a pipeline's name and purposes; what was typed stays when the server refuses it. */
export function PipelineDialog({
  pipeline,
  onClose,
  onSaved,
}: {
  pipeline: Pipeline | null
  onClose: () => void
  onSaved: (saved: Pipeline, created: boolean) => void
}) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const [name, setName] = useState(pipeline?.name ?? '')
  const [purposes, setPurposes] = useState<Purpose[]>(
    pipeline
      ? [
          ...(pipeline.isForOpportunities ? (['opportunities'] as const) : []),
          ...(pipeline.isForProjects ? (['projects'] as const) : []),
        ]
      : ['opportunities'],
  )
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  // Whether open elements keep it from no longer serving opportunities or projects (said before saving).
  const uncheck = useQuery({
    queryKey: pipelineKeys.uncheck(pipeline?.id ?? 0),
    queryFn: ({ signal }) => fetchPipelineUncheck(paydeck.http, pipeline!.id, signal),
    enabled: pipeline !== null,
  })
  const save = usePipelineChange((http, fields: Parameters<typeof createPipeline>[1]) =>
    pipeline ? updatePipeline(http, pipeline.id, fields) : createPipeline(http, fields),
  )
  const fields = {
    name: name.trim(),
    isForOpportunities: purposes.includes('opportunities'),
    isForProjects: purposes.includes('projects'),
  }
  const blocked = (purpose: Purpose) => {
    const data = uncheck.data
    if (!data || purposes.includes(purpose)) return undefined
    const count = purpose === 'opportunities' ? data.openOpportunities : data.openProjects
    const was = purpose === 'opportunities' ? pipeline?.isForOpportunities : pipeline?.isForProjects
    return was && count > 0 ? t('pipelines.cannotUncheck', { count }) : undefined
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = pipelineProblems(fields)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    save.mutate(fields, {
      onSuccess: (saved) => typeof saved !== 'string' && onSaved(saved, pipeline === null),
      onError: (failure) => {
        setErrors(errorsOf(failure))
      },
    })
  }
  return (
    <FormDialog
      title={pipeline ? t('pipelines.editTitle', { name: pipeline.name }) : t('pipelines.createTitle')}
      submitLabel={pipeline ? t('pipelines.save') : t('pipelines.create')}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label={t('pipelines.name')} error={errors.name} required>
        <TextInput value={name} maxLength={PIPELINE_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      </Field>
      <CheckboxGroup<Purpose>
        legend={t('pipelines.for')}
        options={[
          { value: 'opportunities', label: t('pipelines.opportunities') },
          { value: 'projects', label: t('pipelines.projects') },
        ]}
        chosen={purposes}
        onChange={setPurposes}
        error={errors.isForOpportunities ?? errors.isForProjects ?? blocked('opportunities') ?? blocked('projects')}
      />
      {errors.form && (
        <p role="alert" className={adminStyles.error}>
          {errors.form}
        </p>
      )}
    </FormDialog>
  )
}
