import { Suspense, useState } from 'react'
import { type Pipeline, pipelineRule, removePipeline } from '@paydeck/core/pipelines'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import {
  adminStyles,
  Button,
  ConfirmDelete,
  EditDeleteButtons,
  Heading,
  lazyWithWords,
  OpenButton,
  type PagedColumn,
  PagedResults,
  QueryState,
  Screen,
  usePaging,
} from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { ScreenGate } from '../screen-gate'
import { PIPELINE_PAGE_SIZE, usePipeline, usePipelineChange, usePipelinePage } from './pipeline-queries'
import { StagesPanel } from './stages-panel'
import { RecordHistory } from '../audit/record-history'

// Loaded when it first opens: the form's react-hook-form is not on the screen's first page.
const PipelineDialog = lazyWithWords(() =>
  import('./pipeline-dialog').then((module) => ({ default: module.PipelineDialog })),
)

/**
 * crm/settings/crm/pipelines: the tenant's pipelines, paged, each opened to its stages (ordered by dragging or the
 * keyboard, with probability and the default stage) and to how its opportunities and projects show.
 */
export function Pipelines(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  return (
    <ScreenGate rule={pipelineRule} title={t('pipelines.title')} widget="pipelines" lifecycle={lifecycle}>
      <PipelinesScreen {...lifecycle} />
    </ScreenGate>
  )
}

function PipelinesScreen(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  const { paging, setPaging } = usePaging(PIPELINE_PAGE_SIZE)
  const page = usePipelinePage(paging.index)
  useWidgetLifecycle('pipelines', { ready: page.isSuccess, error: page.error }, lifecycle)
  const [chosenId, setChosenId] = useState<number | null>(null)
  const shownId = chosenId ?? page.data?.data[0]?.id ?? null
  const shown = usePipeline(shownId)
  const [dialog, setDialog] = useState<{ pipeline: Pipeline | null } | null>(null)
  const [deleting, setDeleting] = useState<Pipeline | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const remove = usePipelineChange((http, id: number) => removePipeline(http, id))

  const purposesOf = (pipeline: Pipeline) =>
    [pipeline.isForOpportunities && t('pipelines.opportunities'), pipeline.isForProjects && t('pipelines.projects')]
      .filter(Boolean)
      .join(', ')
  const columns: PagedColumn<Pipeline>[] = [
    {
      id: 'name',
      header: t('pipelines.name'),
      cell: (pipeline) => (
        <OpenButton
          pressed={pipeline.id === shownId}
          label={t('pipelines.show', { name: pipeline.name })}
          onClick={() => setChosenId(pipeline.id)}
        >
          {pipeline.name}
        </OpenButton>
      ),
    },
    { id: 'for', header: t('pipelines.for'), cell: purposesOf },
    { id: 'stages', header: t('pipelines.stages'), cell: (pipeline) => pipeline.stages.length },
    { id: 'open', header: t('pipelines.open'), cell: (pipeline) => pipeline.openElements },
    { id: 'closed', header: t('pipelines.closed'), cell: (pipeline) => pipeline.closedElements },
    {
      id: 'actions',
      header: t('pipelines.actions'),
      cell: (pipeline) => (
        <span className={adminStyles.actions}>
          <EditDeleteButtons
            editLabel={t('pipelines.edit', { name: pipeline.name })}
            deleteLabel={t('pipelines.delete', { name: pipeline.name })}
            onEdit={() => setDialog({ pipeline })}
            onDelete={() => setDeleting(pipeline)}
          />
        </span>
      ),
    },
  ]

  return (
    <Screen
      title={t('pipelines.title')}
      actions={<Button onClick={() => setDialog({ pipeline: null })}>{t('pipelines.new')}</Button>}
    >
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('pipelines.intro')}</p>
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        <section className={adminStyles.card} aria-labelledby="pipelines-heading">
          <Heading id="pipelines-heading" className={adminStyles.heading}>
            {t('pipelines.title')}
          </Heading>
          <PagedResults
            query={page}
            caption={t('pipelines.title')}
            columns={columns}
            rowKey={(pipeline) => String(pipeline.id)}
            empty={t('pipelines.empty')}
            paging={paging}
            onPaging={setPaging}
          />
        </section>
        {shownId !== null && (
          <QueryState<Pipeline> query={shown}>
            {(pipeline) => <StagesPanel key={pipeline.id} pipeline={pipeline} onDone={setDone} />}
          </QueryState>
        )}
        {shownId !== null && <RecordHistory targetType="pipeline" targetId={shownId} />}
      </div>
      <Suspense fallback={null}>
        {dialog && (
          <PipelineDialog
            pipeline={dialog.pipeline}
            onClose={() => setDialog(null)}
            onSaved={(saved, created) => {
              setDialog(null)
              setChosenId(saved.id)
              setDone(t(created ? 'pipelines.created' : 'pipelines.saved', { name: saved.name }))
            }}
          />
        )}
      </Suspense>
      {deleting && (
        <ConfirmDelete
          title={t('pipelines.delete', { name: deleting.name })}
          text={t('pipelines.deleteText', { name: deleting.name, closed: deleting.closedElements })}
          onClose={() => setDeleting(null)}
          mutation={remove}
          variables={deleting.id}
          onDeleted={() => {
            if (chosenId === deleting.id) setChosenId(null)
            setDone(t('pipelines.deleted', { name: deleting.name }))
          }}
        />
      )}
    </Screen>
  )
}
