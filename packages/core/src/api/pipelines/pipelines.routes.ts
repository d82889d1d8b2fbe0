import { described, pageQuery, type RouteArea } from '../../contract/route'
import { staff } from '../../contract/kinds'
import { pipelineCalls } from './pipelines.calls'
import { pipelineRule } from './pipelines.access'
import { pipelineFieldsSchema, reorderStagesSchema, stageFieldsSchema } from './pipelines.schema'

export const pipelineRoutes = {
  area: 'pipelines',
  description: 'Sales pipelines and their stages (seed 002 section 7).',
  access: pipelineRule.access,
  routes: described(pipelineCalls, {
    'pipelines.page': {
      madeBy: 'fetchPipelinePage',
      summary: 'A page of the tenant’s pipelines',
      query: pageQuery,
      by: staff,
    },
    'pipelines.one': { madeBy: 'fetchPipeline', summary: 'One pipeline', by: staff },
    'pipelines.allStages': { madeBy: 'fetchAllStages', summary: 'The stages of every pipeline', by: staff },
    'pipelines.uncheck': {
      madeBy: 'fetchPipelineUncheck',
      summary: 'What turning a pipeline off would leave behind',
      by: staff,
    },
    'pipelines.create': { madeBy: 'createPipeline', summary: 'Adds a pipeline', body: pipelineFieldsSchema, by: staff },
    'pipelines.update': {
      madeBy: 'updatePipeline',
      summary: 'Changes a pipeline',
      body: pipelineFieldsSchema,
      by: staff,
    },
    'pipelines.remove': { madeBy: 'removePipeline', summary: 'Deletes a pipeline', by: staff },
    'pipelines.addStage': { madeBy: 'addPipelineStage', summary: 'Adds a stage', body: stageFieldsSchema, by: staff },
    'pipelines.updateStage': {
      madeBy: 'updatePipelineStage',
      summary: 'Changes a stage',
      body: stageFieldsSchema,
      by: staff,
    },
    'pipelines.removeStage': { madeBy: 'removePipelineStage', summary: 'Deletes a stage', by: staff },
    'pipelines.reorder': {
      madeBy: 'reorderPipelineStages',
      summary: 'Saves the stages’ order: every stage id once',
      body: reorderStagesSchema,
      by: staff,
    },
  }),
} satisfies RouteArea
