import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { pipelinePageSchema, pipelineSchema, pipelineStageSchema, uncheckSchema } from './pipelines.schema'

// How the pipelines' calls are made and what they answer; what the contract document says of them is in
// pipelines.routes.ts.

export const pipelineCalls = {
  'pipelines.page': { method: 'GET', path: 'pipelines', answer: pipelinePageSchema },
  'pipelines.one': { method: 'GET', path: 'pipelines/{id}', answer: pipelineSchema },
  'pipelines.allStages': { method: 'GET', path: 'pipelines/stages', answer: z.array(pipelineStageSchema) },
  'pipelines.uncheck': { method: 'GET', path: 'pipelines/{id}/uncheck', answer: uncheckSchema },
  'pipelines.create': { method: 'POST', path: 'pipelines', answer: pipelineSchema },
  'pipelines.update': { method: 'PUT', path: 'pipelines/{id}', answer: pipelineSchema },
  'pipelines.remove': { method: 'DELETE', path: 'pipelines/{id}', answer: 'ignored' },
  'pipelines.addStage': { method: 'POST', path: 'pipelines/{id}/stages', answer: pipelineSchema },
  'pipelines.updateStage': { method: 'PUT', path: 'pipelines/{id}/stages/{stageId}', answer: pipelineSchema },
  'pipelines.removeStage': { method: 'DELETE', path: 'pipelines/{id}/stages/{stageId}', answer: pipelineSchema },
  'pipelines.reorder': { method: 'PATCH', path: 'pipelines/{id}/patch', answer: pipelineSchema },
} as const satisfies Record<string, Call>
