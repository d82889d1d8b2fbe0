import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import {
  feedItemSchema,
  labelSchema,
  ticketCategorySchema,
  ticketPageSchema,
  ticketSchema,
  type FeedItem,
  type SupportLabel,
  type Ticket,
  type TicketCategory,
  type TicketPage,
  type TicketPriority,
  type TicketReference,
} from './support.schema'

/** The side a call speaks for (seed 000 section 7): a merchant to its tenant, or tenant staff to the platform. */
export type TicketChannelType = 'CustomerToTenant' | 'TenantToPlatform'

const categoriesSchema = z.object({ categories: z.array(ticketCategorySchema) })
// Items of a type this client does not know are skipped (seed 000 section 3), so the feed is read leniently.
const feedSchema = z.object({ items: z.array(z.unknown()) })

export function fetchTicketCategories(http: HttpClient, signal?: AbortSignal): Promise<TicketCategory[]> {
  return http.json(categoriesSchema, 'support/ticket-categories', { signal }).then((reply) => reply.categories)
}

export interface TicketQuery {
  ticketChannelType: TicketChannelType
  pageIndex: number
  pageSize?: number
  searchText?: string
  status?: string
  category?: string
  priority?: string
}

export function fetchMyTickets(http: HttpClient, query: TicketQuery, signal?: AbortSignal): Promise<TicketPage> {
  return http.json(ticketPageSchema, 'support/ticket/my', {
    searchParams: { pageSize: 10, ...query },
    signal,
  })
}

export function fetchTicket(http: HttpClient, id: number, signal?: AbortSignal): Promise<Ticket> {
  return http.json(ticketSchema, `support/ticket/${id}`, { signal })
}

export interface NewTicket {
  ticketCategory: TicketCategory
  subject: string
  description: string
  contactEmail: string
  priority?: TicketPriority
  references?: TicketReference[]
}

/** Creates a ticket; the reply is the new ticket's id as text. */
export async function createTicket(
  http: HttpClient,
  ticketChannelType: TicketChannelType,
  ticket: NewTicket,
): Promise<number> {
  const reply = await http.text('support/ticket', { method: 'POST', searchParams: { ticketChannelType }, json: ticket })
  return Number(reply)
}

export async function fetchTicketFeed(http: HttpClient, id: number, signal?: AbortSignal): Promise<FeedItem[]> {
  const { items } = await http.json(feedSchema, `support/ticket/${id}/feed`, { signal })
  return items.flatMap((item) => {
    const parsed = z.safeParse(feedItemSchema, item)
    return parsed.success ? [parsed.data] : []
  })
}

export function commentOnTicket(http: HttpClient, id: number, content: string, isInternal = false): Promise<string> {
  return http.text(`support/ticket/${id}/comment`, { method: 'POST', json: { content, isInternal } })
}

export function closeTicket(http: HttpClient, id: number): Promise<string> {
  return http.text(`support/ticket/${id}/close`, { method: 'POST' })
}

export function reopenTicket(http: HttpClient, id: number): Promise<string> {
  return http.text(`support/ticket/${id}/open`, { method: 'POST' })
}

export function setTicketPriority(http: HttpClient, id: number, priority: TicketPriority): Promise<string> {
  return http.text(`support/ticket/${id}/priority`, { method: 'POST', json: { priority } })
}

const labelsSchema = z.array(labelSchema)

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
