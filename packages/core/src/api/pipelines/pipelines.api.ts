import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { pipelineCalls as calls } from './pipelines.calls'
import type { PipelineFields, StageFields } from './pipelines.schema'

// Seed 002 section 7's /pipelines calls.

export const fetchPipelinePage = (http: HttpClient, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  callRoute(http, calls['pipelines.page'], { query: { pageIndex, pageSize }, signal })

export const fetchPipeline = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['pipelines.one'], { params: { id }, signal })

/** The stages of every pipeline of the tenant (a pipeline's own come with it). */
export const fetchAllStages = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['pipelines.allStages'], { signal })

export const fetchPipelineUncheck = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['pipelines.uncheck'], { params: { id }, signal })

export const createPipeline = (http: HttpClient, fields: PipelineFields) =>
  callRoute(http, calls['pipelines.create'], { body: fields })

export const updatePipeline = (http: HttpClient, id: number, fields: PipelineFields) =>
  callRoute(http, calls['pipelines.update'], { params: { id }, body: fields })

export const removePipeline = (http: HttpClient, id: number) =>
  callRoute(http, calls['pipelines.remove'], { params: { id } })

export const addPipelineStage = (http: HttpClient, id: number, stage: StageFields) =>
  callRoute(http, calls['pipelines.addStage'], { params: { id }, body: stage })

export const updatePipelineStage = (http: HttpClient, id: number, stageId: number, stage: StageFields) =>
  callRoute(http, calls['pipelines.updateStage'], { params: { id, stageId }, body: stage })

export const removePipelineStage = (http: HttpClient, id: number, stageId: number) =>
  callRoute(http, calls['pipelines.removeStage'], { params: { id, stageId } })

/** Saves a new order of the stages: every stage id once. */
export const reorderPipelineStages = (http: HttpClient, id: number, stageIds: number[]) =>
  callRoute(http, calls['pipelines.reorder'], { params: { id }, body: { stageIds } })
