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

export const fetchPipelinePage = (http: HttpClient, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  http.json(pipelinePageSchema, `pipelines?pageIndex=${pageIndex}&pageSize=${pageSize}`, { signal })

export const fetchPipeline = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.json(pipelineSchema, `pipelines/${id}`, { signal })

/** The stages of every pipeline of the tenant (a pipeline's own come with it). */
export const fetchAllStages = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(pipelineStageSchema), 'pipelines/stages', { signal })

export const fetchPipelineUncheck = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.json(uncheckSchema, `pipelines/${id}/uncheck`, { signal })

export const createPipeline = (http: HttpClient, fields: PipelineFields) =>
  http.json(pipelineSchema, 'pipelines', { method: 'POST', json: fields })

export const updatePipeline = (http: HttpClient, id: number, fields: PipelineFields) =>
  http.json(pipelineSchema, `pipelines/${id}`, { method: 'PUT', json: fields })

export const removePipeline = (http: HttpClient, id: number) => http.text(`pipelines/${id}`, { method: 'DELETE' })

export const addPipelineStage = (http: HttpClient, id: number, stage: StageFields) =>
  http.json(pipelineSchema, `pipelines/${id}/stages`, { method: 'POST', json: stage })

export const updatePipelineStage = (http: HttpClient, id: number, stageId: number, stage: StageFields) =>
  http.json(pipelineSchema, `pipelines/${id}/stages/${stageId}`, { method: 'PUT', json: stage })

export const removePipelineStage = (http: HttpClient, id: number, stageId: number) =>
  http.json(pipelineSchema, `pipelines/${id}/stages/${stageId}`, { method: 'DELETE' })

/** Saves a new order of the stages: every stage id once. */
export const reorderPipelineStages = (http: HttpClient, id: number, stageIds: number[]) =>
  http.json(pipelineSchema, `pipelines/${id}/patch`, { method: 'PATCH', json: { stageIds } })
