import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { answersTicket, exportPlatformTickets, type Ticket } from '@paydeck/core/support'
import type { TicketChannelType } from '@paydeck/core/support'

const channelOf = {
  CustomerToTenant: 'CustomerToTenantTicketChannel',
  TenantToPlatform: 'TenantToPlatformTicketChannel',
} as const satisfies Record<TicketChannelType, Ticket['channel']>
import { usePaydeck, useWidgetLifecycle, type WidgetLifecycleProps, useUserContextProblem } from '@paydeck/react'
import { Button, Field, TextInput, useNarrow, PendingState } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { useSupportSide } from '../side/use-support-side'
import { csvName, saveFile } from '@paydeck/ui'
import { useAssignees, useLabels, useTenants } from '../tickets/support-queries'
import { listStyles as styles } from './ticket-list.styles'
import { TicketFilterFields } from './ticket-filter-fields'
import { TicketRows } from './ticket-rows'
import { TICKET_PAGE_SIZE, useTicketPage, type TicketFilters } from './use-ticket-page'

export interface TicketListProps extends WidgetLifecycleProps {
  /** Tenant staff: tickets from their merchants (CustomerToTenant, the default) or theirs to the platform. */
  channel?: TicketChannelType
  onOpen?: (ticket: Ticket) => void
  selectedId?: number | null
  /** Filters the list starts with (the support home shows open tickets). */
  initialFilters?: Partial<TicketFilters>
  /** Two-line rows instead of the table (the desk's column); a list narrower than the table switches by itself. */
  compact?: boolean
}

// Below this width the table's columns would wrap or scroll sideways.
const TABLE_MIN_PX = 720

/** A side's tickets, 10 a page, searched and filtered by status, category, priority, label and assignee. */
export function TicketList({
  channel = 'CustomerToTenant',
  onOpen,
  selectedId,
  initialFilters,
  compact = false,
  ...lifecycle
}: TicketListProps) {
  const t = useSupportT()
  const filtersId = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [measure, narrow] = useNarrow(TABLE_MIN_PX)
  const side = useSupportSide()
  const paydeck = usePaydeck()
  const kind = side?.kind ?? 'merchant'
  const effectiveChannel = kind === 'merchant' ? 'CustomerToTenant' : channel
  // Nothing is asked before the user is known: whose tickets, and at which path, hang on who they are.
  const list = useTicketPage(kind, effectiveChannel, initialFilters, side !== null)
  const contextProblem = useUserContextProblem()
  const labels = useLabels(side !== null)
  // Assignees are the answering side's people: tenant staff on merchants' tickets, platform staff on tenants'.
  const answering = answersTicket(kind, channelOf[effectiveChannel])
  const assignees = useAssignees(side !== null && answering)
  const tenants = useTenants(kind === 'platform')
  const exporting = useMutation({
    mutationFn: async () =>
      saveFile(
        await exportPlatformTickets(paydeck.http, list.filters.tenantId ? [Number(list.filters.tenantId)] : null),
        csvName('support-tickets'),
      ),
  })
  useWidgetLifecycle('ticket-list', { ready: list.page.isSuccess, error: list.page.error }, lifecycle)
  if (!side) return <PendingState loading={t('loading')} failure={contextProblem} />

  const tenantName = new Map((tenants.data?.data ?? []).map((tenant) => [tenant.id, tenant.name]))
  const labelById = new Map((labels.data ?? []).map((label) => [label.labelId, label]))
  const nameOf = new Map((assignees.data ?? []).map((user) => [user.email, `${user.firstName} ${user.lastName}`]))
  const activeFilters = Object.values(list.filters).filter(Boolean).length
  const tickets = list.page.data?.data ?? []
  const who =
    kind === 'platform'
      ? t('tenant')
      : kind === 'tenant' && effectiveChannel === 'CustomerToTenant'
        ? t('customer')
        : null
  const whoOf = (ticket: Ticket) =>
    kind === 'platform' ? (tenantName.get(ticket.tenantId) ?? String(ticket.tenantId)) : ticket.customerName
  const assigneeOf = (ticket: Ticket) =>
    ticket.assignee ? (nameOf.get(ticket.assignee) ?? ticket.assignee) : t('unassigned')
  const labelOf = (ticket: Ticket) => (ticket.labelId === null ? undefined : labelById.get(ticket.labelId))
  const unread = (ticket: Ticket) =>
    ticket.unreadComments > 0 && <span className={styles.unread}>{t('unread', { count: ticket.unreadComments })}</span>

  return (
    <section ref={measure} className={styles.root} aria-label={t('ticketsTitle')}>
      <div className={styles.bar}>
        <Field label={t('search')} className={styles.search}>
          <TextInput
            type="search"
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.target.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeFilters > 0 ? t('filtersActive', { count: activeFilters }) : t('filters')}
          </Button>
          {list.filtered && (
            <Button variant="ghost" size="sm" onClick={list.clear}>
              {t('clearFilters')}
            </Button>
          )}
          {kind === 'platform' && (
            <Button variant="secondary" size="sm" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
              {t('exportTickets')}
            </Button>
          )}
        </div>
      </div>
      <TicketFilterFields
        id={filtersId}
        hidden={!filtersOpen}
        filters={list.filters}
        onFilter={list.setFilter}
        tenants={kind === 'platform' ? (tenants.data?.data ?? []) : null}
        labels={labels.data ?? []}
        assignees={answering ? (assignees.data ?? []) : null}
      />
      {list.page.isPending ? (
        <p className={styles.state} role="status">
          {t('loading')}
        </p>
      ) : list.page.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('loadFailed', { error: list.page.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.page.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : tickets.length === 0 ? (
        <p className={styles.state}>{list.filtered ? t('noMatches') : t('noTickets')}</p>
      ) : (
        <TicketRows
          tickets={tickets}
          cards={compact || narrow}
          busy={list.page.isFetching}
          columns={{ who, answering }}
          cells={{ whoOf, assigneeOf, labelOf, unread }}
          selectedId={selectedId}
          onOpen={onOpen}
        />
      )}
      {(list.page.data?.count ?? 0) > TICKET_PAGE_SIZE && (
        <Pager
          pageIndex={list.pageIndex}
          pages={Math.ceil(list.page.data!.count / TICKET_PAGE_SIZE)}
          onPage={list.setPageIndex}
        />
      )}
    </section>
  )
}

function Pager({ pageIndex, pages, onPage }: { pageIndex: number; pages: number; onPage: (index: number) => void }) {
  const t = useSupportT()
  return (
    <nav className={styles.pager} aria-label={t('ticketsTitle')}>
      <Button variant="secondary" size="sm" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
        {t('previous')}
      </Button>
      <span aria-live="polite">{t('pageOf', { page: pageIndex + 1, pages })}</span>
      <Button variant="secondary" size="sm" disabled={pageIndex + 1 >= pages} onClick={() => onPage(pageIndex + 1)}>
        {t('next')}
      </Button>
    </nav>
  )
}
