import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import { labelSchema, type SupportLabel } from './labels.schema'

export const labelsSchema = z.array(labelSchema)

export interface LabelFields {
  value: string
  color: string
  description?: string
}

/** The organisation's labels in their order (the three defaults exist from the first call). */
export function fetchLabels(http: HttpClient, signal?: AbortSignal): Promise<SupportLabel[]> {
  return http.json(labelsSchema, 'support/labels', { signal })
}

export function createLabel(http: HttpClient, fields: LabelFields): Promise<SupportLabel> {
  return http.json(labelSchema, 'support/label', { method: 'POST', json: fields })
}

export function updateLabel(http: HttpClient, id: number, fields: LabelFields): Promise<SupportLabel> {
  return http.json(labelSchema, `support/label/${id}`, { method: 'PUT', json: fields })
}

export async function deleteLabel(http: HttpClient, id: number): Promise<void> {
  await http.text(`support/label/${id}`, { method: 'DELETE' })
}

/** Saves a new order: every label id once. */
export function rearrangeLabels(http: HttpClient, newLabelIdsList: number[]): Promise<SupportLabel[]> {
  return http.json(labelsSchema, 'support/labels/rearrange', { method: 'POST', json: { newLabelIdsList } })
}
