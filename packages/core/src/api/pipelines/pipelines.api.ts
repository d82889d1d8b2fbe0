import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import {
  pipelinePageSchema,
  pipelineSchema,
  pipelineStageSchema,
  uncheckSchema,
  type PipelineFields,
  type StageFields,
} from './pipelines.schema'

// Seed 002 section 7's /pipelines calls.

export const pipelines = {
  page: (http: HttpClient, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
    http.json(pipelinePageSchema, `pipelines?pageIndex=${pageIndex}&pageSize=${pageSize}`, { signal }),
  one: (http: HttpClient, id: number, signal?: AbortSignal) => http.json(pipelineSchema, `pipelines/${id}`, { signal }),
  /** The stages of every pipeline of the tenant (a pipeline's own come with it). */
  allStages: (http: HttpClient, signal?: AbortSignal) =>
    http.json(z.array(pipelineStageSchema), 'pipelines/stages', { signal }),
  uncheck: (http: HttpClient, id: number, signal?: AbortSignal) =>
    http.json(uncheckSchema, `pipelines/${id}/uncheck`, { signal }),
  create: (http: HttpClient, fields: PipelineFields) =>
    http.json(pipelineSchema, 'pipelines', { method: 'POST', json: fields }),
  update: (http: HttpClient, id: number, fields: PipelineFields) =>
    http.json(pipelineSchema, `pipelines/${id}`, { method: 'PUT', json: fields }),
  remove: (http: HttpClient, id: number) => http.text(`pipelines/${id}`, { method: 'DELETE' }),
  addStage: (http: HttpClient, id: number, stage: StageFields) =>
    http.json(pipelineSchema, `pipelines/${id}/stages`, { method: 'POST', json: stage }),
  updateStage: (http: HttpClient, id: number, stageId: number, stage: StageFields) =>
    http.json(pipelineSchema, `pipelines/${id}/stages/${stageId}`, { method: 'PUT', json: stage }),
  removeStage: (http: HttpClient, id: number, stageId: number) =>
    http.json(pipelineSchema, `pipelines/${id}/stages/${stageId}`, { method: 'DELETE' }),
  /** Saves a new order of the stages: every stage id once. */
  reorder: (http: HttpClient, id: number, stageIds: number[]) =>
    http.json(pipelineSchema, `pipelines/${id}/patch`, { method: 'PATCH', json: { stageIds } }),
}
