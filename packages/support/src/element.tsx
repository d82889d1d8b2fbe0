import type { Ticket, TicketChannelType } from '@paydeck/core/support'
import { elementTags } from '@paydeck/ui/tags'
import { supportElement, type Localised } from './element/support-element'
import { SupportButton } from './ticket-form/support-button'
import { TicketList } from './ticket-list/ticket-list'
import { TicketView } from './ticket-view/ticket-view'

type ButtonElementProps = Localised & { compact?: string; onCreated?: (detail: { id: number }) => void }

/** `<paydeck-support-button compact="true">`: raises paydeck-ticket-created ({ id }) after 'Ticket created'. */
export const SupportButtonElement = supportElement(
  ({ compact, onCreated }: ButtonElementProps) => (
    <SupportButton compact={compact === 'true'} onCreated={(id) => onCreated?.({ id })} />
  ),
  elementTags.supportButton,
  { attributes: { compact: 'string' }, events: { onCreated: 'paydeck-ticket-created' } },
)

type ListElementProps = Localised & {
  channel?: TicketChannelType
  selectedId?: number
  onOpen?: (detail: { id: number; ticket: Ticket }) => void
}

/**
 * `<paydeck-ticket-list channel="TenantToPlatform" selected-id="12">`: raises paydeck-ticket-open ({ id, ticket })
 * when a ticket is chosen; the page shows it (in a `<paydeck-ticket>`, say).
 */
export const TicketListElement = supportElement(
  ({ channel, selectedId, onOpen }: ListElementProps) => (
    <TicketList channel={channel} selectedId={selectedId} onOpen={(ticket) => onOpen?.({ id: ticket.id, ticket })} />
  ),
  elementTags.ticketList,
  { attributes: { channel: 'string', selectedId: 'number' }, events: { onOpen: 'paydeck-ticket-open' } },
)

type TicketElementProps = Localised & {
  ticketId?: number
  backButton?: string
  onBack?: () => void
  onEscalated?: (detail: { id: number }) => void
}

/**
 * `<paydeck-ticket ticket-id="12" back-button="true">`: the thread; raises paydeck-ticket-back from its back button
 * and paydeck-ticket-escalated ({ id }) when tenant staff hand it on to the platform.
 */
export const TicketElement = supportElement(
  ({ ticketId, backButton, onBack, onEscalated }: TicketElementProps) =>
    ticketId ? (
      <TicketView
        key={ticketId}
        ticketId={ticketId}
        onBack={backButton === 'true' ? onBack : undefined}
        onEscalated={(id) => onEscalated?.({ id })}
      />
    ) : null,
  elementTags.ticket,
  {
    attributes: { ticketId: 'number', backButton: 'string' },
    events: { onBack: 'paydeck-ticket-back', onEscalated: 'paydeck-ticket-escalated' },
  },
)
