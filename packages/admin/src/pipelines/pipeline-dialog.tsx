import { useQuery } from '@tanstack/react-query'
import {
  createPipeline,
  fetchPipelineUncheck,
  type Pipeline,
  PIPELINE_NAME_MAX,
  type PipelineFields,
  pipelineProblems,
  updatePipeline,
} from '@paydeck/core/pipelines'
import { usePaydeck, problemsOf } from '@paydeck/react'
import { CheckboxGroup, Field, FormDialog, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { pipelineKeys, usePipelineChange } from './pipeline-queries'

type Purpose = 'opportunities' | 'projects'

interface Draft {
  name: string
  purposes: Purpose[]
}

const fieldsOf = (draft: Draft): PipelineFields => ({
  name: draft.name.trim(),
  isForOpportunities: draft.purposes.includes('opportunities'),
  isForProjects: draft.purposes.includes('projects'),
})

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
  const { words } = useRuleWords()
  const paydeck = usePaydeck()
  // Whether open elements keep it from no longer serving opportunities or projects (said before saving).
  const uncheck = useQuery({
    queryKey: pipelineKeys.uncheck(pipeline?.id ?? 0),
    queryFn: ({ signal }) => fetchPipelineUncheck(paydeck.http, pipeline!.id, signal),
    enabled: pipeline !== null,
  })
  const change = usePipelineChange((http, fields: PipelineFields) =>
    pipeline ? updatePipeline(http, pipeline.id, fields) : createPipeline(http, fields),
  )
  const dialog = useChangeForm<Draft>({
    defaultValues: {
      name: pipeline?.name ?? '',
      purposes: pipeline
        ? [
            ...(pipeline.isForOpportunities ? (['opportunities'] as const) : []),
            ...(pipeline.isForProjects ? (['projects'] as const) : []),
          ]
        : ['opportunities'],
    },
    check: (draft) => words(pipelineProblems(fieldsOf(draft))),
    save: async (draft) => {
      const saved = await change.mutateAsync(fieldsOf(draft))
      if (saved) onSaved(saved, pipeline === null)
    },
    refusalOf: problemsOf,
  })
  const { errors } = dialog
  const purposes = dialog.form.watch('purposes')
  const blocked = (purpose: Purpose) => {
    const data = uncheck.data
    if (!data || purposes.includes(purpose)) return undefined
    const count = purpose === 'opportunities' ? data.openOpportunities : data.openProjects
    const was = purpose === 'opportunities' ? pipeline?.isForOpportunities : pipeline?.isForProjects
    return was && count > 0 ? t('pipelines.cannotUncheck', { count }) : undefined
  }
  return (
    <FormDialog
      title={pipeline ? t('pipelines.editTitle', { name: pipeline.name }) : t('pipelines.createTitle')}
      submitLabel={pipeline ? t('pipelines.save') : t('pipelines.create')}
      form={dialog}
      onClose={onClose}
    >
      <Field label={t('pipelines.name')} error={errors.name} required>
        <TextInput maxLength={PIPELINE_NAME_MAX} {...dialog.form.register('name')} />
      </Field>
      <CheckboxGroup<Purpose>
        legend={t('pipelines.for')}
        options={[
          { value: 'opportunities', label: t('pipelines.opportunities') },
          { value: 'projects', label: t('pipelines.projects') },
        ]}
        chosen={purposes}
        onChange={(chosen) => dialog.form.setValue('purposes', chosen, { shouldDirty: true })}
        error={errors.isForOpportunities ?? errors.isForProjects ?? blocked('opportunities') ?? blocked('projects')}
      />
    </FormDialog>
  )
}
