import { Hono, type Context } from 'hono'
import {
  pipelineFieldsSchema,
  pipelineProblems,
  reorderStagesSchema,
  stageFieldsSchema,
  stageProblems,
  type Pipeline,
  type StageFields,
} from '@paydeck/core/pipelines'
import { ruleText, type RuleProblem } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { requestLanguage } from './language'
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
import type { ApiEnv } from './auth.middleware'
import { bodyOf } from './json-body'
import { pageOf } from './paging'
import { conflict, invalid, notFound } from './problems'
import { bind } from './route-table'

// Seed 002 section 7's /pipelines: a tenant's pipelines and their stages, managed by its staff who hold the
// pipelines permission (docs/decisions.md, "Pipelines"; the route table says who may).

/** Field problems as the validation problem's map, or null when there are none. */
const problemsOf = (c: Context, problems: Record<string, RuleProblem | undefined>) => {
  const errors = Object.fromEntries(
    Object.entries(problems).flatMap(([field, problem]) =>
      problem ? [[field, [ruleText(problem, requestLanguage(c))]]] : [],
    ),
  )
  return Object.keys(errors).length > 0 ? errors : null
}

export function pipelineRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const tenantOf = (c: Context<ApiEnv>) => c.get('caller').user.tenantId
  const pipelineOf = (c: Context<ApiEnv>): Pipeline | Response =>
    findPipeline(db, tenantOf(c), Number(c.req.param('id'))) ??
    notFound(c, `There is no pipeline ${c.req.param('id')}.`)
  /** Runs a change; a rule it breaks is a 409 that says which. */
  const attempt = (c: Context<ApiEnv>, change: () => void, answer: () => Response) => {
    try {
      change()
      return answer()
    } catch (error) {
      if (error instanceof PipelineConflict) return conflict(c, error.message)
      throw error
    }
  }
  const stageBody = async (c: Context<ApiEnv>, pipeline: Pipeline, stageId: number | null) => {
    const body = bodyOf(c, stageFieldsSchema)
    const others = pipeline.stages.filter((stage) => stage.id !== stageId).map((stage) => stage.name)
    const problems = problemsOf(c, stageProblems(body, others))
    return problems ? invalid(c, problems) : body
  }
  const fresh = (c: Context<ApiEnv>, id: number, status: 200 | 201 = 200) =>
    c.json(findPipeline(db, tenantOf(c), id)!, status)

  bind(app, 'pipelines.page', (c) => {
    const { pageIndex, pageSize } = pageOf(c)
    return c.json(pipelinePage(db, tenantOf(c), pageIndex, pageSize))
  })
  bind(app, 'pipelines.allStages', (c) => c.json(allStages(db, tenantOf(c))))
  bind(app, 'pipelines.one', (c) => {
    const pipeline = pipelineOf(c)
    return pipeline instanceof Response ? pipeline : c.json(pipeline)
  })
  bind(app, 'pipelines.uncheck', (c) => {
    const pipeline = pipelineOf(c)
    return pipeline instanceof Response ? pipeline : c.json(uncheckOf(db, pipeline.id))
  })
  bind(app, 'pipelines.create', async (c) => {
    const body = bodyOf(c, pipelineFieldsSchema)
    const problems = problemsOf(c, pipelineProblems(body))
    if (problems) return invalid(c, problems)
    const id = createPipeline(db, tenantOf(c), body)
    if (body.stages?.length) replaceStages(db, findPipeline(db, tenantOf(c), id)!, body.stages)
    return fresh(c, id, 201)
  })
  bind(app, 'pipelines.update', async (c) => {
    const pipeline = pipelineOf(c)
    if (pipeline instanceof Response) return pipeline
    const body = bodyOf(c, pipelineFieldsSchema)
    const problems = problemsOf(c, pipelineProblems(body))
    if (problems) return invalid(c, problems)
    const stages = body.stages
    if (stages) {
      const stageErrors = stages.flatMap((stage, index) => {
        const others = stages.filter((_, other) => other !== index).map((other) => other.name)
        return Object.values(stageProblems(stage, others)).map(
          (problem) => `Stage ${index + 1}: ${ruleText(problem, requestLanguage(c))}`,
        )
      })
      const known = new Set(pipeline.stages.map((stage) => stage.id))
      if (stages.some((stage) => stage.id !== undefined && !known.has(stage.id)))
        stageErrors.push(`Only stages of ${pipeline.name} keep their id.`)
      if (stageErrors.length > 0) return invalid(c, { stages: stageErrors })
    }
    return attempt(
      c,
      () => savePipeline(db, pipeline, body, stages),
      () => fresh(c, pipeline.id),
    )
  })
  bind(app, 'pipelines.remove', (c) => {
    const pipeline = pipelineOf(c)
    if (pipeline instanceof Response) return pipeline
    return attempt(
      c,
      () => deletePipeline(db, pipeline),
      () => c.json({ result: 'success' }),
    )
  })
  bind(app, 'pipelines.addStage', async (c) => {
    const pipeline = pipelineOf(c)
    if (pipeline instanceof Response) return pipeline
    const body = await stageBody(c, pipeline, null)
    if (body instanceof Response) return body
    addStage(db, pipeline.id, body)
    return fresh(c, pipeline.id, 201)
  })
  const stageOf = (c: Context<ApiEnv>, pipeline: Pipeline) =>
    pipeline.stages.find((stage) => stage.id === Number(c.req.param('stageId'))) ??
    notFound(c, `Pipeline ${pipeline.name} has no stage ${c.req.param('stageId')}.`)
  bind(app, 'pipelines.updateStage', async (c) => {
    const pipeline = pipelineOf(c)
    if (pipeline instanceof Response) return pipeline
    const stage = stageOf(c, pipeline)
    if (stage instanceof Response) return stage
    const body: StageFields | Response = await stageBody(c, pipeline, stage.id)
    if (body instanceof Response) return body
    return attempt(
      c,
      () => updateStage(db, pipeline.id, stage.id, body),
      () => fresh(c, pipeline.id),
    )
  })
  bind(app, 'pipelines.removeStage', (c) => {
    const pipeline = pipelineOf(c)
    if (pipeline instanceof Response) return pipeline
    const stage = stageOf(c, pipeline)
    if (stage instanceof Response) return stage
    return attempt(
      c,
      () => deleteStage(db, pipeline.id, stage),
      () => fresh(c, pipeline.id),
    )
  })
  bind(app, 'pipelines.reorder', async (c) => {
    const pipeline = pipelineOf(c)
    if (pipeline instanceof Response) return pipeline
    const body = bodyOf(c, reorderStagesSchema)
    if (!reorderStages(db, pipeline, body.stageIds))
      return invalid(c, { stageIds: ['Send every stage id of the pipeline once, in the new order.'] })
    return fresh(c, pipeline.id)
  })
  return app
}
