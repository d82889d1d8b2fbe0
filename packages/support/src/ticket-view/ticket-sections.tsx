import { Suspense } from 'react'
import { ticketPriorities, type Ticket, type TicketPriority } from '@paydeck/core/support'
import { Button, Field, formatDate, lazyWithWords, NativeSelect, StatusPill, useUi, ZoneSwitch } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { useLabelName } from '../labels/label-name'
import type { SupportSide } from '../side/use-support-side'
import { useAssignees, useLabels } from '../tickets/support-queries'
import type { CommentMutation } from './comment-composer'
import { FeedItem } from './feed-item'
import { feedStyles, viewStyles as styles } from './ticket-view.styles'
import type { useTicket } from './use-ticket'

// The parts of a ticket's page: its heading, what its reader may set, and the conversation.

// The reply box (on the one form hook) loads with the ticket it belongs to, not with the list the element opens on.
const CommentComposer = lazyWithWords(() =>
  import('./comment-composer').then((module) => ({ default: module.CommentComposer })),
)

/** The ticket's subject, status and facts (who opened it and when, in the reader's zone), and its description. */
export function TicketHeading({ ticket, side, onBack }: { ticket: Ticket; side: SupportSide; onBack?: () => void }) {
  const t = useSupportT()
  const { timeZone } = useUi()
  return (
    <header className={styles.header}>
      {onBack && (
        <div>
          <Button variant="ghost" size="sm" onClick={onBack}>
            {t('back')}
          </Button>
        </div>
      )}
      <div className={styles.titleRow}>
        <h2 id="paydeck-ticket-title" className={styles.title}>
          {t('ticketTitle', { id: ticket.id })}: {ticket.subject}
        </h2>
        <StatusPill status={ticket.status} label={t(`status.${ticket.status}`)} />
      </div>
      <p className={styles.meta}>
        {t(`category.${ticket.category}`)} ·{' '}
        {t('opened', {
          time: formatDate(ticket.created, { timeZone, time: 'minutes' }),
          email: ticket.contactEmail,
        })}
        {ticket.customerName && side.isStaff ? ` · ${ticket.customerName}` : ''}
        {ticket.escalatedTo ? ` · ${t('escalatedAs', { id: ticket.escalatedTo })}` : ''}
      </p>
      <p className={styles.meta}>
        <ZoneSwitch />
      </p>
      <p className={styles.description}>{ticket.description}</p>
    </header>
  )
}

/** A change the page asks of the ticket, and whether it is on its way. */
interface Change<T> {
  mutate: (value: T) => void
  isPending: boolean
}

interface TicketSettingsProps {
  ticket: Ticket
  /** The reader's side answers the ticket: it has an assignee to set. */
  answering: boolean
  priority: Change<TicketPriority>
  label: Change<number>
  assign: Change<string>
}

/** The ticket's priority, label and (for the side that answers it) assignee, each changed as it is chosen. */
export function TicketSettings({ ticket, answering, priority, label, assign }: TicketSettingsProps) {
  const t = useSupportT()
  const labelName = useLabelName()
  const labels = useLabels()
  const assignees = useAssignees(answering)
  return (
    <div className={styles.controls}>
      <Field label={t('priority')}>
        <NativeSelect
          options={ticketPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          value={ticket.priority}
          disabled={priority.isPending}
          onChange={(event) => priority.mutate(event.target.value as TicketPriority)}
        />
      </Field>
      <Field label={t('label')}>
        <NativeSelect
          options={[
            { value: '0', label: t('noLabel') },
            ...(labels.data ?? []).map((l) => ({ value: String(l.labelId), label: labelName(l) })),
          ]}
          value={String(ticket.labelId ?? 0)}
          disabled={label.isPending}
          onChange={(event) => label.mutate(Number(event.target.value))}
        />
      </Field>
      {answering && (
        <Field label={t('assignee')}>
          <NativeSelect
            options={[
              ...(ticket.assignee ? [] : [{ value: '', label: t('unassigned') }]),
              ...(assignees.data ?? []).map((u) => ({ value: u.email, label: `${u.firstName} ${u.lastName}` })),
            ]}
            value={ticket.assignee ?? ''}
            disabled={assign.isPending}
            onChange={(event) => event.target.value && assign.mutate(event.target.value)}
          />
        </Field>
      )}
    </div>
  )
}

interface TicketConversationProps {
  feed: ReturnType<typeof useTicket>['feed']
  comment: CommentMutation
}

/** The ticket's feed (every item type) in the reader's zone, and the reply box. */
export function TicketConversation({ feed, comment }: TicketConversationProps) {
  const t = useSupportT()
  const { timeZone } = useUi()
  return (
    <section className={styles.section} aria-label={t('conversation')}>
      {feed.isPending ? (
        <p className={styles.state} role="status">
          {t('loading')}
        </p>
      ) : feed.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('feedFailed', { error: feed.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : feed.data.length === 0 ? (
        <p className={styles.state}>{t('feedEmpty')}</p>
      ) : (
        <ol className={feedStyles.list}>
          {feed.data.map((item) => (
            <FeedItem key={item.id} item={item} timeZone={timeZone} />
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        <CommentComposer comment={comment} />
      </Suspense>
    </section>
  )
}
