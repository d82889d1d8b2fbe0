import type { SandboxDatabase } from '../db/database'
import type { Channel } from './tickets.repository'
import { containing, likeEscape } from '../db/like'

export interface TicketFilter {
  channel: Channel
  tenantIds?: number[]
  merchantId?: number
  searchText?: string
  status?: string
  category?: string
  priority?: string
  assignee?: string
  /** A label of the reader's organisation (labels are per organisation). */
  label?: { scope: string; labelId: number }
}

/** The ids of the tickets a filter matches, newest first, one page of them, and how many match in all. */
export function listTicketIds(
  db: SandboxDatabase,
  filter: TicketFilter,
  page: { pageIndex: number; pageSize: number } | null,
): { count: number; ids: number[] } {
  const where: string[] = ['t.channel = @channel']
  const params: Record<string, unknown> = { channel: filter.channel }
  if (filter.tenantIds) where.push(`t.tenant_id IN (${filter.tenantIds.map(Number).join(',') || 'NULL'})`)
  if (filter.merchantId !== undefined) {
    where.push('t.merchant_id = @merchant')
    params.merchant = filter.merchantId
  }
  const search = filter.searchText?.trim()
  if (search) {
    where.push(
      `(t.subject LIKE @search ${likeEscape} OR t.description LIKE @search ${likeEscape} OR CAST(t.id AS TEXT) = @exact)`,
    )
    params.search = containing(search)
    params.exact = search
  }
  for (const field of ['status', 'category', 'priority', 'assignee'] as const) {
    if (filter[field]) {
      where.push(`t.${field} = @${field}`)
      params[field] = filter[field]
    }
  }
  if (filter.label) {
    where.push(
      'EXISTS (SELECT 1 FROM ticket_labels l WHERE l.ticket_id = t.id AND l.scope = @scope AND l.label_id = @label)',
    )
    params.scope = filter.label.scope
    params.label = filter.label.labelId
  }
  const clause = where.join(' AND ')
  const { count } = db.prepare(`SELECT COUNT(*) AS count FROM tickets t WHERE ${clause}`).get(params) as {
    count: number
  }
  const limit = page ? 'LIMIT @limit OFFSET @offset' : ''
  const ids = db
    .prepare(`SELECT t.id FROM tickets t WHERE ${clause} ORDER BY t.created DESC, t.id DESC ${limit}`)
    .all(page ? { ...params, limit: page.pageSize, offset: page.pageIndex * page.pageSize } : params) as {
    id: number
  }[]
  return { count, ids: ids.map(({ id }) => id) }
}
