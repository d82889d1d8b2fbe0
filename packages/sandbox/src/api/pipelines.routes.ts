import { pipelineRoutes as pipelineArea } from '@paydeck/core/openapi'
import { pipelineProblems, stageProblems, type Pipeline, type StageFields } from '@paydeck/core/pipelines'
import { ruleText, type RuleProblem } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import {
  addStage,
  allStages,
  createPipeline,
  deletePipeline,
  deleteStage,
  findPipeline,
  PipelineConflict,
  pipelinePage,
  reorderStages,
  replaceStages,
  savePipeline,
  uncheckOf,
  updateStage,
} from '../pipelines/pipelines.repository'
import type { Caller } from '../domain/caller'
import type { Language } from '../domain/language'
import { found, invalidIf, refuse } from '../domain/problem'
import { created, implement } from './implement'

// Seed 002 section 7's /pipelines: a tenant's pipelines and their stages, managed by its staff who hold the
// pipelines permission (docs/decisions.md, "Pipelines"; the route table says who may).

/** Field problems as a refusal, or nothing when there are none. */
const refusalOf = (language: Language, problems: Record<string, RuleProblem | undefined>) =>
  invalidIf(
    Object.fromEntries(
      Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, [ruleText(problem, language)]]] : [])),
    ),
  )

export function pipelineRoutes(db: SandboxDatabase) {
  const tenantOf = (caller: Caller) => caller.user.tenantId
  const pipelineOf = (caller: Caller, id: number): Pipeline =>
    found(findPipeline(db, tenantOf(caller), id), `There is no pipeline ${id}.`)
  const stageOf = (pipeline: Pipeline, stageId: number) =>
    found(
      pipeline.stages.find((stage) => stage.id === stageId),
      `Pipeline ${pipeline.name} has no stage ${stageId}.`,
    )
  /** Makes a change; a rule it breaks is a conflict that says which. */
  const attempt = (change: () => void) => {
    try {
      change()
    } catch (error) {
      if (error instanceof PipelineConflict) throw refuse.conflict(error.message)
      throw error
    }
  }
  const checkedStage = (language: Language, body: StageFields, pipeline: Pipeline, stageId: number | null) => {
    const others = pipeline.stages.filter((stage) => stage.id !== stageId).map((stage) => stage.name)
    const refusal = refusalOf(language, stageProblems(body, others))
    if (refusal) throw refusal
    return body
  }
  const fresh = (caller: Caller, id: number) => findPipeline(db, tenantOf(caller), id)!

  return implement(pipelineArea, {
    'pipelines.page': ({ caller, page }) => pipelinePage(db, tenantOf(caller), page.pageIndex, page.pageSize),
    'pipelines.allStages': ({ caller }) => allStages(db, tenantOf(caller)),
    'pipelines.one': ({ caller, params }) => pipelineOf(caller, params.id),
    'pipelines.uncheck': ({ caller, params }) => uncheckOf(db, pipelineOf(caller, params.id).id),
    'pipelines.create': ({ caller, body, language }) => {
      const refusal = refusalOf(language, pipelineProblems(body))
      if (refusal) return refusal
      const id = createPipeline(db, tenantOf(caller), body)
      if (body.stages?.length) replaceStages(db, findPipeline(db, tenantOf(caller), id)!, body.stages)
      return created(fresh(caller, id))
    },
    'pipelines.update': ({ caller, params, body, language }) => {
      const pipeline = pipelineOf(caller, params.id)
      const refusal = refusalOf(language, pipelineProblems(body))
      if (refusal) return refusal
      const stages = body.stages
      if (stages) {
        const stageErrors = stages.flatMap((stage, index) => {
          const others = stages.filter((_, other) => other !== index).map((other) => other.name)
          return Object.values(stageProblems(stage, others)).map(
            (problem) => `Stage ${index + 1}: ${ruleText(problem, language)}`,
          )
        })
        const known = new Set(pipeline.stages.map((stage) => stage.id))
        if (stages.some((stage) => stage.id !== undefined && !known.has(stage.id)))
          stageErrors.push(`Only stages of ${pipeline.name} keep their id.`)
        if (stageErrors.length > 0) return refuse.invalid({ stages: stageErrors })
      }
      attempt(() => savePipeline(db, pipeline, body, stages))
      return fresh(caller, pipeline.id)
    },
    'pipelines.remove': ({ caller, params }) => {
      const pipeline = pipelineOf(caller, params.id)
      attempt(() => deletePipeline(db, pipeline))
    },
    'pipelines.addStage': ({ caller, params, body, language }) => {
      const pipeline = pipelineOf(caller, params.id)
      addStage(db, pipeline.id, checkedStage(language, body, pipeline, null))
      return created(fresh(caller, pipeline.id))
    },
    'pipelines.updateStage': ({ caller, params, body, language }) => {
      const pipeline = pipelineOf(caller, params.id)
      const stage = stageOf(pipeline, params.stageId)
      const fields = checkedStage(language, body, pipeline, stage.id)
      attempt(() => updateStage(db, pipeline.id, stage.id, fields))
      return fresh(caller, pipeline.id)
    },
    'pipelines.removeStage': ({ caller, params }) => {
      const pipeline = pipelineOf(caller, params.id)
      const stage = stageOf(pipeline, params.stageId)
      attempt(() => deleteStage(db, pipeline.id, stage))
      return fresh(caller, pipeline.id)
    },
    'pipelines.reorder': ({ caller, params, body }) => {
      const pipeline = pipelineOf(caller, params.id)
      if (!reorderStages(db, pipeline, body.stageIds))
        return refuse.field('stageIds', 'Send every stage id of the pipeline once, in the new order.')
      return fresh(caller, pipeline.id)
    },
  })
}
