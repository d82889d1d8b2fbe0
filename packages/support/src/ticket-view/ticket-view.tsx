import { Suspense, useCallback, useState, type ReactNode } from 'react'
import {
  answersTicket,
  addTicketReferences,
  assignTicket,
  closeTicket,
  commentOnTicket,
  inviteExternalParty,
  reopenTicket,
  setTicketLabel,
  setTicketPriority,
  type TicketPriority,
  type TicketReference,
} from '@paydeck/core/support'
import { ActionMenu, Button, lazyWithWords, type MenuAction, useNarrow, ZoneScope, PendingState } from '@paydeck/ui'
import { useWidgetLifecycle, type WidgetLifecycleProps, useUserContextProblem } from '@paydeck/react'
import { useSupportT } from '../messages'
import { useSupportSide, type SupportSide } from '../side/use-support-side'
import { StatusMessage } from '../ticket-form/status-message'
import { TicketDialog } from '../ticket-form/lazy-ticket-dialog'
import { ReferenceList, type ReferenceLinks } from './reference-list'
import { viewStyles as styles } from './ticket-view.styles'
import { TicketConversation, TicketHeading, TicketSettings } from './ticket-sections'
import { useTicket } from './use-ticket'

// Only platform staff see these; the other sides never load them.
const PlatformRecords = lazyWithWords(() => import('./platform-records'))
// The dialogs load when first opened: a ticket's first render shows none of them.
const InviteDialog = lazyWithWords(() => import('./invite-dialog').then((module) => ({ default: module.InviteDialog })))
const ReferencesDialog = lazyWithWords(() =>
  import('./references-dialog').then((module) => ({ default: module.ReferencesDialog })),
)
const ExportDialog = lazyWithWords(() => import('./export-dialog').then((module) => ({ default: module.ExportDialog })))

export interface TicketViewProps extends WidgetLifecycleProps {
  ticketId: number
  onBack?: () => void
  /** Tenant staff escalated the ticket; the platform's new ticket id. */
  onEscalated?: (id: number) => void
  /** Where a reference leads in the host (a transaction's page): such references become links. */
  referenceLink?: ReferenceLinks['linkOf']
  /** How the host follows one of those links without reloading the page; without it the browser does. */
  onNavigate?: ReferenceLinks['onNavigate']
  /**
   * The ticket's History (the audit trail's records on it), as the app draws it (@paydeck/admin's AuditHistory, for
   * a reader who may read the trail): shown under the conversation when given.
   */
  history?: (ticketId: number) => ReactNode
}

const NARROW_PX = 480

type OpenDialog = 'invite' | 'references' | 'export' | 'escalate' | null

/** One ticket: its facts, the feed with every item type, the reply box and what the reader's side may change. */
export function TicketView(props: TicketViewProps) {
  const t = useSupportT()
  const side = useSupportSide()
  const contextProblem = useUserContextProblem()
  // Until the user is known the thread is not drawn: its failure is said here (the thread says its own after).
  useWidgetLifecycle('ticket', { ready: false, error: null }, side ? {} : props)
  // Its times can be read in UTC for a support call (with the list's, when the page puts both in one scope).
  return side ? (
    <ZoneScope>
      <TicketThread side={side} {...props} />
    </ZoneScope>
  ) : (
    <PendingState loading={t('loading')} failure={contextProblem} />
  )
}

function TicketThread({
  side,
  ticketId,
  onBack,
  onEscalated,
  referenceLink,
  onNavigate,
  history,
  onReady,
  onError,
}: TicketViewProps & { side: SupportSide }) {
  const t = useSupportT()
  const { ticket, feed, path, useAction } = useTicket(side.kind, ticketId)
  useWidgetLifecycle('ticket', { ready: ticket.isSuccess, error: ticket.error }, { onReady, onError })
  const [dialog, setDialog] = useState<OpenDialog>(null)
  // In a narrow column (a phone, a host's sidebar) the secondary actions fold into one menu.
  const [measure, narrow] = useNarrow(NARROW_PX)
  const [message, setMessage] = useState<string | null>(null)
  const clearMessage = useCallback(() => setMessage(null), [])
  const data = ticket.data
  const answering = data !== undefined && answersTicket(side.kind, data.channel)
  const comment = useAction((http, at, value: { content: string; internal: boolean }) =>
    commentOnTicket(http, at, value.content, value.internal),
  )
  const status = useAction((http, at, close: boolean) => (close ? closeTicket(http, at) : reopenTicket(http, at)))
  const priority = useAction((http, at, value: TicketPriority) => setTicketPriority(http, at, value))
  const assign = useAction((http, at, email: string) => assignTicket(http, at, email))
  const label = useAction((http, at, labelId: number) => setTicketLabel(http, at, labelId))
  const references = useAction((http, at, value: TicketReference[]) => addTicketReferences(http, at, value))
  const invite = useAction((http, at, value: { externalPartyEmail: string; invitationDescription: string }) =>
    inviteExternalParty(http, at, value),
  )

  if (ticket.isPending)
    return (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    )
  if (ticket.isError || !data || !path)
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed', { error: ticket.error?.message ?? '' })}</p>
        <Button variant="secondary" size="sm" onClick={() => void ticket.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )

  const closed = data.status === 'Closed'
  const mayEscalate = side.kind === 'tenant' && data.channel === 'CustomerToTenantTicketChannel' && !data.escalatedTo
  const problem = [status, priority, assign, label].find((action) => action.isError)?.error
  const secondary: MenuAction[] = [
    ...(mayEscalate ? [{ label: t('escalate'), onSelect: () => setDialog('escalate') }] : []),
    { label: t('addReferences'), onSelect: () => setDialog('references') },
    { label: t('invite'), onSelect: () => setDialog('invite') },
    { label: t('exportThread'), onSelect: () => setDialog('export') },
  ]

  return (
    <article ref={measure} className={styles.root} aria-labelledby="paydeck-ticket-title">
      <TicketHeading ticket={data} side={side} onBack={onBack} />

      <TicketSettings ticket={data} answering={answering} priority={priority} label={label} assign={assign} />

      <div className={styles.actions}>
        <Button
          variant={closed ? 'primary' : 'secondary'}
          disabled={status.isPending}
          onClick={() => status.mutate(!closed)}
        >
          {closed ? t('reopen') : t('close')}
        </Button>
        {narrow ? (
          <ActionMenu label={t('moreActions')} actions={secondary} />
        ) : (
          secondary.map((action) => (
            <Button key={action.label} variant="secondary" onClick={action.onSelect}>
              {action.label}
            </Button>
          ))
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem.message}
        </p>
      )}

      {data.references.length > 0 && (
        <section className={styles.section} aria-labelledby="paydeck-ticket-references">
          <h3 id="paydeck-ticket-references" className={styles.sectionTitle}>
            {t('references')}
          </h3>
          <ReferenceList references={data.references} linkOf={referenceLink} onNavigate={onNavigate} />
        </section>
      )}

      {data.platform && (
        <Suspense fallback={<p className={styles.state}>{t('loading')}</p>}>
          <PlatformRecords details={data.platform} useAction={useAction} />
        </Suspense>
      )}

      <TicketConversation feed={feed} comment={comment} />

      {history?.(ticketId)}

      <Suspense fallback={null}>
        {dialog === 'invite' && <InviteDialog invite={invite} onClose={() => setDialog(null)} />}
        {dialog === 'references' && (
          <ReferencesDialog side={side} ticket={data} add={references} onClose={() => setDialog(null)} />
        )}
        {dialog === 'export' && <ExportDialog path={path} ticketId={data.id} onClose={() => setDialog(null)} />}
      </Suspense>
      {dialog === 'escalate' && (
        <TicketDialog
          side={side}
          open
          escalating={data}
          onOpenChange={(open) => !open && setDialog(null)}
          onCreated={(id, text) => {
            setMessage(text)
            onEscalated?.(id)
          }}
        />
      )}
      {message && <StatusMessage text={message} durationMs={5_000} onDone={clearMessage} />}
    </article>
  )
}
