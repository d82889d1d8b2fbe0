import * as z from 'zod/mini'
import { totalCountPageSchema } from '../../contract/page'

// Pipelines (seed 002 sections 3, 4 and 7): the stages an opportunity or a project moves through.

/** The states an element is in: open, or one it closed in (seed 002's pipeline display colours each). */
export const pipelineStates = [
  'Open',
  'Won',
  'GoLive',
  'Converted',
  'Lost',
  'Disqualified',
  'Abandoned',
  'Suspended',
] as const
export type PipelineState = (typeof pipelineStates)[number]

export const pipelineStageSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Per cent, 0 to 100, two decimals at most: how likely an element at this stage closes won. */
  probability: z.number(),
  activitySetId: z.nullable(z.number()),
  /** 1 for the first stage. */
  sortOrder: z.number(),
  /** New elements start here; a pipeline has exactly one. */
  isDefault: z.boolean(),
  /** Open elements at this stage: a stage that holds any may not be deleted. */
  openElements: z.number(),
})
export type PipelineStage = z.infer<typeof pipelineStageSchema>

export const pipelineSchema = z.object({
  id: z.number(),
  name: z.string(),
  isForOpportunities: z.boolean(),
  isForProjects: z.boolean(),
  stages: z.array(pipelineStageSchema),
  openElements: z.number(),
  closedElements: z.number(),
  /** The closed elements by the state they closed in (Won, Lost …), most first. */
  outcomes: z.array(z.object({ stateName: z.string(), count: z.number() })),
  updated: z.string(),
})
export type Pipeline = z.infer<typeof pipelineSchema>

export const pipelinePageSchema = totalCountPageSchema(pipelineSchema)
export type PipelinePage = z.infer<typeof pipelinePageSchema>

/** GET /pipelines/{id}/uncheck: whether the pipeline may stop serving opportunities or projects. */
export const uncheckSchema = z.object({
  canUncheckOpportunities: z.boolean(),
  canUncheckProjects: z.boolean(),
  openOpportunities: z.number(),
  openProjects: z.number(),
})
export type Uncheck = z.infer<typeof uncheckSchema>

/** Seed 002's pipeline element: where one opportunity or project stands, with its pipeline's stage names. */
export const pipelineElementSchema = z.object({
  pipelineId: z.number(),
  currentPipelineStageNumber: z.number(),
  isClosed: z.boolean(),
  stateName: z.string(),
  stages: z.array(z.string()),
})
export type PipelineElement = z.infer<typeof pipelineElementSchema>

// What a client sends; the form rules (pipeline-rules.ts) judge the values.
export const stageFieldsSchema = z.object({
  name: z.string().check(z.maxLength(500)),
  probability: z.number(),
  isDefault: z.boolean(),
})
export type StageFields = z.infer<typeof stageFieldsSchema>

export const pipelineFieldsSchema = z.object({
  name: z.string().check(z.maxLength(500)),
  isForOpportunities: z.boolean(),
  isForProjects: z.boolean(),
  /** PUT only: the stages as they should be, in order (an id for a stage that stays). */
  stages: z.optional(
    z.array(z.extend(stageFieldsSchema, { id: z.optional(z.int()) })).check(z.maxLength(50, 'At most 50 stages.')),
  ),
})
export type PipelineFields = z.infer<typeof pipelineFieldsSchema>

export const reorderStagesSchema = z.object({ stageIds: z.array(z.int()).check(z.maxLength(50)) })
