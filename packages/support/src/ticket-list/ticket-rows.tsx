import type { ReactNode } from 'react'
import type { SupportLabel, Ticket } from '@paydeck/core/support'
import { formatRelativeTime, LocalTime, StatusPill, useT, useUi } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { LabelChip } from '../tickets/label-chip'
import { listStyles as styles } from './ticket-list.styles'

/** The columns a side's list has beyond the ticket's own: whose it is (platform, tenant), and its assignee. */
export interface TicketColumns {
  /** The heading of whose ticket it is, when the side sees others' tickets. */
  who: string | null
  answering: boolean
}

/** What a row shows of a ticket beyond its own fields, worded by the list. */
export interface TicketCells {
  whoOf: (ticket: Ticket) => string | null
  assigneeOf: (ticket: Ticket) => string
  labelOf: (ticket: Ticket) => SupportLabel | undefined
  unread: (ticket: Ticket) => ReactNode
}

interface TicketRowsProps {
  tickets: readonly Ticket[]
  /** Two-line cards (the desk's column, a narrow list) instead of the table. */
  cards: boolean
  busy: boolean
  columns: TicketColumns
  cells: TicketCells
  selectedId?: number | null
  onOpen?: (ticket: Ticket) => void
}

/** A page of tickets as cards or as a table, the selected one marked, each opening on a click. */
export function TicketRows({ tickets, cards, busy, columns, cells, selectedId, onOpen }: TicketRowsProps) {
  const t = useSupportT()
  const ui = useT()
  const { timeZone } = useUi()
  const { who, answering } = columns
  const { whoOf, assigneeOf, labelOf, unread } = cells
  return cards ? (
    <ul className={styles.rows} aria-busy={busy || undefined}>
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
      <table className={styles.table} aria-busy={busy || undefined}>
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
  )
}
