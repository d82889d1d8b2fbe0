import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { labelCalls as calls } from './labels.calls'
import type { SupportLabel } from './labels.schema'

export { labelsSchema } from './labels.schema'

export interface LabelFields {
  value: string
  color: string
  description?: string
}

/** The organisation's labels in their order (the three defaults exist from the first call). */
export const fetchLabels = (http: HttpClient, signal?: AbortSignal): Promise<SupportLabel[]> =>
  callRoute(http, calls.fetchLabels, { signal })

export const createLabel = (http: HttpClient, fields: LabelFields): Promise<SupportLabel> =>
  callRoute(http, calls.createLabel, { body: fields })

export const updateLabel = (http: HttpClient, id: number, fields: LabelFields): Promise<SupportLabel> =>
  callRoute(http, calls.updateLabel, { params: { id }, body: fields })

export const deleteLabel = (http: HttpClient, id: number): Promise<void> =>
  callRoute(http, calls.deleteLabel, { params: { id } })

/** Saves a new order: every label id once. */
export const rearrangeLabels = (http: HttpClient, newLabelIdsList: number[]): Promise<SupportLabel[]> =>
  callRoute(http, calls.rearrangeLabels, { body: { newLabelIdsList } })
