import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import {
  answersTicket,
  exportPlatformTickets,
  ticketCategories,
  ticketPriorities,
  ticketStates,
  type Ticket,
} from '@paydeck/core/support'
import type { TicketChannelType } from '@paydeck/core/support'

const channelOf = {
  CustomerToTenant: 'CustomerToTenantTicketChannel',
  TenantToPlatform: 'TenantToPlatformTicketChannel',
} as const satisfies Record<TicketChannelType, Ticket['channel']>
import { usePaydeck, useWidgetLifecycle, type WidgetLifecycleProps, useUserContextProblem } from '@paydeck/react'
import {
  Button,
  Field,
  formatRelativeTime,
  LocalTime,
  NativeSelect,
  StatusPill,
  TextInput,
  useNarrow,
  useT,
  useUi,
  PendingState,
} from '@paydeck/ui'
import { useSupportT } from '../messages'
import { useSupportSide } from '../side/use-support-side'
import { LabelChip } from '../tickets/label-chip'
import { useLabelName } from '../labels/label-name'
import { csvName, saveFile } from '@paydeck/ui'
import { useAssignees, useLabels, useTenants } from '../tickets/support-queries'
import { listStyles as styles } from './ticket-list.styles'
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

type Option = { value: string; label: string }

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
  const ui = useT()
  const { timeZone } = useUi()
  const labelName = useLabelName()
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
  const filter = (name: keyof TicketFilters, label: string, options: Option[]) => (
    <Field label={label}>
      <NativeSelect
        options={[{ value: '', label: t('any') }, ...options]}
        value={list.filters[name]}
        onChange={(event) => list.setFilter(name, event.target.value)}
      />
    </Field>
  )
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
      <div id={filtersId} className={styles.filters} hidden={!filtersOpen}>
        {kind === 'platform' &&
          filter(
            'tenantId',
            t('tenant'),
            (tenants.data?.data ?? []).map((tenant) => ({ value: String(tenant.id), label: tenant.name })),
          )}
        {filter(
          'status',
          t('status'),
          ticketStates.map((state) => ({ value: state, label: t(`status.${state}`) })),
        )}
        {filter(
          'category',
          t('category'),
          ticketCategories.map((c) => ({ value: c, label: t(`category.${c}`) })),
        )}
        {filter(
          'priority',
          t('priority'),
          ticketPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) })),
        )}
        {filter(
          'labelId',
          t('label'),
          (labels.data ?? []).map((l) => ({ value: String(l.labelId), label: labelName(l) })),
        )}
        {answering &&
          filter(
            'assignee',
            t('assignee'),
            (assignees.data ?? []).map((user) => ({ value: user.email, label: `${user.firstName} ${user.lastName}` })),
          )}
      </div>
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
      ) : compact || narrow ? (
        <ul className={styles.rows} aria-busy={list.page.isFetching || undefined}>
          {tickets.map((ticket) => {
            const label = labelOf(ticket)
            return (
              <li key={ticket.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-current={ticket.id === selectedId || undefined}
                  onClick={() => onOpen?.(ticket)}
                >
                  <span className={styles.subjectLine}>
                    <span className={styles.subject} title={ticket.subject}>
                      {ticket.subject}
                    </span>
                    <span className={styles.id}>#{ticket.id}</span>
                  </span>
                  <span className={styles.meta}>
                    <StatusPill status={ticket.status} label={t(`status.${ticket.status}`)} />
                    <span>{t(`priority.${ticket.priority}`)}</span>
                    {who && <span className={styles.who}>{whoOf(ticket)}</span>}
                    {label && <LabelChip label={label} />}
                    <LocalTime at={ticket.updated}>{formatRelativeTime(ticket.updated, ui, { timeZone })}</LocalTime>
                    {unread(ticket)}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-busy={list.page.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('ticket')}</th>
                {who && <th scope="col">{who}</th>}
                <th scope="col">{t('category')}</th>
                <th scope="col">{t('priority')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('label')}</th>
                {answering && <th scope="col">{t('assignee')}</th>}
                <th scope="col">{t('updated')}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => {
                const label = labelOf(ticket)
                return (
                  <tr key={ticket.id} data-selected={ticket.id === selectedId || undefined}>
                    <td className={styles.subjectCell}>
                      <button
                        type="button"
                        className={styles.open}
                        aria-current={ticket.id === selectedId || undefined}
                        onClick={() => onOpen?.(ticket)}
                      >
                        <span className={styles.id}>#{ticket.id}</span> {ticket.subject}
                      </button>
                      {unread(ticket)}
                    </td>
                    {who && <td>{whoOf(ticket)}</td>}
                    <td>{t(`category.${ticket.category}`)}</td>
                    <td>{t(`priority.${ticket.priority}`)}</td>
                    <td>
                      <StatusPill status={ticket.status} label={t(`status.${ticket.status}`)} />
                    </td>
                    <td>{label && <LabelChip label={label} />}</td>
                    {answering && <td>{assigneeOf(ticket)}</td>}
                    <td>
                      <LocalTime at={ticket.updated} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
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
