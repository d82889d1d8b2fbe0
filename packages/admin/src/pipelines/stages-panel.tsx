import { Suspense, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { labelOf, pipelineStateLabels } from '@paydeck/core/labels'
import {
  addPipelineStage,
  type Pipeline,
  type PipelineStage,
  pipelineStates,
  removePipelineStage,
  reorderPipelineStages,
  updatePipelineStage,
} from '@paydeck/core/pipelines'
import { userMessageOf } from '@paydeck/react'
import {
  adminStyles,
  ConfirmDelete,
  EditDeleteButtons,
  Heading,
  lazyWithWords,
  PipelineStages,
  useUi,
} from '@paydeck/ui'
import { SortableList } from '@paydeck/ui/sortable'
import { useAdminScreensT } from '../messages'
import { pipelineKeys, usePipelineChange } from './pipeline-queries'

// The stage form (react-hook-form) loads as the stages show, not with the page.
const StageForm = lazyWithWords(() => import('./stage-form').then((module) => ({ default: module.StageForm })))

/** The states an element closes in, as seed 002's pipeline display colours them. */
const closingStates = pipelineStates.filter((state) => state !== 'Open')

/** A pipeline's stages: dragged (or moved from the keyboard) into order, added, edited, deleted. */
export function StagesPanel({ pipeline, onDone }: { pipeline: Pipeline; onDone: (message: string) => void }) {
  const t = useAdminScreensT()
  const { locale } = useUi()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<PipelineStage | null>(null)
  const [deleting, setDeleting] = useState<PipelineStage | null>(null)
  const add = usePipelineChange((http, fields: Parameters<typeof addPipelineStage>[2]) =>
    addPipelineStage(http, pipeline.id, fields),
  )
  const update = usePipelineChange((http, { id, ...fields }: Parameters<typeof addPipelineStage>[2] & { id: number }) =>
    updatePipelineStage(http, pipeline.id, id, fields),
  )
  const remove = usePipelineChange((http, id: number) => removePipelineStage(http, pipeline.id, id))
  const reorder = usePipelineChange((http, ids: number[]) => reorderPipelineStages(http, pipeline.id, ids))

  const move = (ids: number[]) => {
    // The new order shows at once; the server's answer (or a refetch after a refusal) settles it.
    const byId = new Map(pipeline.stages.map((stage) => [stage.id, stage]))
    queryClient.setQueryData<Pipeline>(pipelineKeys.one(pipeline.id), {
      ...pipeline,
      stages: ids.map((id, index) => ({ ...byId.get(id)!, sortOrder: index + 1 })),
    })
    reorder.mutate(ids, { onSuccess: () => onDone(t('stages.moved')) })
  }
  const names = (except: number | null) =>
    pipeline.stages.filter((stage) => stage.id !== except).map((stage) => stage.name)
  const defaultStage = pipeline.stages.find((stage) => stage.isDefault) ?? pipeline.stages[0]
  const stageNames = pipeline.stages.map((stage) => stage.name)
  const countOf = (state: string) => pipeline.outcomes.find((outcome) => outcome.stateName === state)?.count ?? 0

  return (
    <>
      <section className={adminStyles.card} aria-labelledby="stages-heading">
        <Heading id="stages-heading" className={adminStyles.heading}>
          {t('stages.title', { name: pipeline.name })}
        </Heading>
        {pipeline.stages.length === 0 ? (
          <p className={adminStyles.note}>{t('stages.none')}</p>
        ) : (
          <SortableList
            label={t('stages.title', { name: pipeline.name })}
            items={pipeline.stages.map((stage) => ({
              id: stage.id,
              label: stage.name,
              content: (
                <div className={adminStyles.item} data-stage={stage.name} style={{ flex: 1 }}>
                  <span>
                    <strong>{stage.name}</strong>{' '}
                    <span className={adminStyles.meta}>
                      {t('stages.probabilityShort', { probability: stage.probability })}
                      {' · '}
                      {t('stages.openHere', { count: stage.openElements })}
                    </span>{' '}
                    {stage.isDefault && <span className={adminStyles.tag}>{t('stages.default')}</span>}
                  </span>
                  <span className={adminStyles.actions}>
                    <EditDeleteButtons
                      editLabel={t('stages.edit', { name: stage.name })}
                      deleteLabel={t('stages.delete', { name: stage.name })}
                      onEdit={() => setEditing(stage)}
                      onDelete={() => setDeleting(stage)}
                    />
                  </span>
                </div>
              ),
            }))}
            onReorder={(ids) => move(ids.map(Number))}
          />
        )}
        {reorder.isError && (
          <p role="alert" className={adminStyles.error}>
            {userMessageOf(reorder.error)}
          </p>
        )}
        <Heading depth={1} className={adminStyles.subheading}>
          {editing ? t('stages.editTitle', { name: editing.name }) : t('stages.addTitle')}
        </Heading>
        <Suspense fallback={null}>
          <StageForm
            key={editing?.id ?? 'new'}
            editing={editing}
            otherNames={names(editing?.id ?? null)}
            onCancel={() => setEditing(null)}
            onSubmit={(fields) =>
              editing
                ? update.mutateAsync({ id: editing.id, ...fields }).then(() => {
                    setEditing(null)
                    onDone(t('stages.saved', { name: fields.name }))
                  })
                : add.mutateAsync(fields).then(() => onDone(t('stages.added', { name: fields.name })))
            }
          />
        </Suspense>
      </section>
      {stageNames.length > 0 && (
        <section className={adminStyles.card} aria-labelledby="display-heading">
          <Heading id="display-heading" className={adminStyles.heading}>
            {t('display.title')}
          </Heading>
          <p className={adminStyles.note}>{t('display.intro')}</p>
          <ul className={adminStyles.list}>
            <li className={adminStyles.item} data-outcome="Open">
              <span>{t('display.open', { stage: defaultStage?.name ?? '' })}</span>
              <PipelineStages
                stages={stageNames}
                currentStageNumber={(defaultStage?.sortOrder ?? 1) as number}
                isClosed={false}
                stateName="Open"
              />
            </li>
            {closingStates.map((state) => (
              <li key={state} className={adminStyles.item} data-outcome={state}>
                <span>
                  <strong>{labelOf(pipelineStateLabels, state, locale)}</strong>{' '}
                  <span className={adminStyles.meta}>
                    {countOf(state) > 0 ? t('display.closedCount', { count: countOf(state) }) : t('display.none')}
                  </span>
                </span>
                <PipelineStages
                  stages={stageNames}
                  currentStageNumber={stageNames.length}
                  isClosed
                  stateName={state}
                  stateLabel={labelOf(pipelineStateLabels, state, locale)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {deleting && (
        <ConfirmDelete
          title={t('stages.delete', { name: deleting.name })}
          text={t('stages.deleteText', { name: deleting.name })}
          onClose={() => setDeleting(null)}
          mutation={remove}
          variables={deleting.id}
          onDeleted={() => {
            if (editing?.id === deleting.id) setEditing(null)
            onDone(t('stages.deleted', { name: deleting.name }))
          }}
        />
      )}
    </>
  )
}
