// @paydeck/core/pipelines: seed 002's pipelines and their stages, and the rules of their forms.
export {
  pipelineElementSchema,
  pipelineFieldsSchema,
  reorderStagesSchema,
  stageFieldsSchema,
  pipelinePageSchema,
  pipelineSchema,
  pipelineStageSchema,
  pipelineStates,
  uncheckSchema,
} from './pipelines.schema'
export type {
  Pipeline,
  PipelineElement,
  PipelineFields,
  PipelinePage,
  PipelineStage,
  PipelineState,
  StageFields,
  Uncheck,
} from './pipelines.schema'
export { PIPELINE_NAME_MAX, STAGE_NAME_MAX, pipelineProblems, stageProblems } from './pipeline-rules'
export {
  addPipelineStage,
  createPipeline,
  fetchAllStages,
  fetchPipeline,
  fetchPipelinePage,
  fetchPipelineUncheck,
  removePipeline,
  removePipelineStage,
  reorderPipelineStages,
  updatePipeline,
  updatePipelineStage,
} from './pipelines.api'

// Who may make the area's calls: what a screen asks (`useCallAccess`) before it offers them.
export { pipelineRule } from './pipelines.access'
