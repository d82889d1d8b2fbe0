import * as z from 'zod/mini'
import { pageQuery, type RouteArea } from '../../contract/route'
import { byStaff } from '../../contract/kinds'
import { pipelineRule } from './pipelines.access'
import {
  pipelineFieldsSchema,
  pipelinePageSchema,
  pipelineSchema,
  pipelineStageSchema,
  reorderStagesSchema,
  stageFieldsSchema,
  uncheckSchema,
} from './pipelines.schema'

export const pipelineRoutes = {
  area: 'pipelines',
  description: 'Sales pipelines and their stages (seed 002 section 7).',
  access: pipelineRule.access,
  routes: {
    'pipelines.page': byStaff({
      madeBy: 'fetchPipelinePage',
      method: 'GET',
      path: 'pipelines',
      summary: 'A page of the tenant’s pipelines',
      query: pageQuery,
      answer: pipelinePageSchema,
    }),
    'pipelines.one': byStaff({
      madeBy: 'fetchPipeline',
      method: 'GET',
      path: 'pipelines/{id}',
      summary: 'One pipeline',
      answer: pipelineSchema,
    }),
    'pipelines.allStages': byStaff({
      madeBy: 'fetchAllStages',
      method: 'GET',
      path: 'pipelines/stages',
      summary: 'The stages of every pipeline',
      answer: z.array(pipelineStageSchema),
    }),
    'pipelines.uncheck': byStaff({
      madeBy: 'fetchPipelineUncheck',
      method: 'GET',
      path: 'pipelines/{id}/uncheck',
      summary: 'What turning a pipeline off would leave behind',
      answer: uncheckSchema,
    }),
    'pipelines.create': byStaff({
      madeBy: 'createPipeline',
      method: 'POST',
      path: 'pipelines',
      summary: 'Adds a pipeline',
      body: pipelineFieldsSchema,
      answer: pipelineSchema,
    }),
    'pipelines.update': byStaff({
      madeBy: 'updatePipeline',
      method: 'PUT',
      path: 'pipelines/{id}',
      summary: 'Changes a pipeline',
      body: pipelineFieldsSchema,
      answer: pipelineSchema,
    }),
    'pipelines.remove': byStaff({
      madeBy: 'removePipeline',
      method: 'DELETE',
      path: 'pipelines/{id}',
      summary: 'Deletes a pipeline',
      answer: 'ignored',
    }),
    'pipelines.addStage': byStaff({
      madeBy: 'addPipelineStage',
      method: 'POST',
      path: 'pipelines/{id}/stages',
      summary: 'Adds a stage',
      body: stageFieldsSchema,
      answer: pipelineSchema,
    }),
    'pipelines.updateStage': byStaff({
      madeBy: 'updatePipelineStage',
      method: 'PUT',
      path: 'pipelines/{id}/stages/{stageId}',
      summary: 'Changes a stage',
      body: stageFieldsSchema,
      answer: pipelineSchema,
    }),
    'pipelines.removeStage': byStaff({
      madeBy: 'removePipelineStage',
      method: 'DELETE',
      path: 'pipelines/{id}/stages/{stageId}',
      summary: 'Deletes a stage',
      answer: pipelineSchema,
    }),
    'pipelines.reorder': byStaff({
      madeBy: 'reorderPipelineStages',
      method: 'PATCH',
      path: 'pipelines/{id}/patch',
      summary: 'Saves the stages’ order: every stage id once',
      body: reorderStagesSchema,
      answer: pipelineSchema,
    }),
  },
} satisfies RouteArea
