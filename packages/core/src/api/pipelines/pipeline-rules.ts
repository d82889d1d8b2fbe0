import type { PipelineFields, StageFields } from './pipelines.schema'

// The form rules of pipelines and stages, shared by the screens and the sandbox (seed 002 leaves them open:
// docs/decisions.md, "Pipelines").

export const PIPELINE_NAME_MAX = 80
export const STAGE_NAME_MAX = 60

type Problems<T> = Partial<Record<keyof T, string>>

export function pipelineProblems(fields: PipelineFields): Problems<PipelineFields> {
  const problems: Problems<PipelineFields> = {}
  const name = fields.name.trim()
  if (!name) problems.name = 'Name the pipeline.'
  else if (name.length > PIPELINE_NAME_MAX) problems.name = `A name has at most ${PIPELINE_NAME_MAX} characters.`
  if (!fields.isForOpportunities && !fields.isForProjects)
    problems.isForOpportunities = 'A pipeline is for opportunities, projects or both.'
  return problems
}

/** A stage's rules; `otherNames` are the pipeline's other stages, whose names it may not repeat (any case). */
export function stageProblems(fields: StageFields, otherNames: readonly string[]): Problems<StageFields> {
  const problems: Problems<StageFields> = {}
  const name = fields.name.trim()
  if (!name) problems.name = 'Name the stage.'
  else if (name.length > STAGE_NAME_MAX) problems.name = `A name has at most ${STAGE_NAME_MAX} characters.`
  else if (otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase()))
    problems.name = `This pipeline already has a stage named ${name}.`
  const { probability } = fields
  if (!Number.isFinite(probability) || probability < 0 || probability > 100)
    problems.probability = 'Probability is a percentage from 0 to 100.'
  else if (Math.round(probability * 100) !== probability * 100)
    problems.probability = 'Probability has at most two decimals.'
  return problems
}
