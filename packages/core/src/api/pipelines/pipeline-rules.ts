import type { RuleProblem as AnyRuleProblem, SetupRuleKey } from '../../labels/rule-labels'

type RuleProblem = AnyRuleProblem<SetupRuleKey>
import type { PipelineFields, StageFields } from './pipelines.schema'

// The form rules of pipelines and stages, shared by the screens and the sandbox (seed 002 leaves them open:
// docs/decisions.md, "Pipelines").

export const PIPELINE_NAME_MAX = 80
export const STAGE_NAME_MAX = 60

type Problems<T> = Partial<Record<keyof T, RuleProblem>>

export function pipelineProblems(fields: PipelineFields): Problems<PipelineFields> {
  const problems: Problems<PipelineFields> = {}
  const name = fields.name.trim()
  if (!name) problems.name = { rule: 'pipelineNameRequired' }
  else if (name.length > PIPELINE_NAME_MAX) problems.name = { rule: 'nameTooLong', params: { max: PIPELINE_NAME_MAX } }
  if (!fields.isForOpportunities && !fields.isForProjects) problems.isForOpportunities = { rule: 'pipelineFor' }
  return problems
}

/** A stage's rules; `otherNames` are the pipeline's other stages, whose names it may not repeat (any case). */
export function stageProblems(fields: StageFields, otherNames: readonly string[]): Problems<StageFields> {
  const problems: Problems<StageFields> = {}
  const name = fields.name.trim()
  if (!name) problems.name = { rule: 'stageNameRequired' }
  else if (name.length > STAGE_NAME_MAX) problems.name = { rule: 'nameTooLong', params: { max: STAGE_NAME_MAX } }
  else if (otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase()))
    problems.name = { rule: 'stageNameTaken', params: { name } }
  const { probability } = fields
  if (!Number.isFinite(probability) || probability < 0 || probability > 100)
    problems.probability = { rule: 'probabilityRange' }
  else if (Math.round(probability * 100) !== probability * 100)
    problems.probability = { rule: 'probabilityTwoDecimals' }
  return problems
}
