import type { Ticket, TicketChannelType } from '@paydeck/core/support'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { SupportButton } from '../ticket-form/support-button'
import { TicketList } from '../ticket-list/ticket-list'
import { TicketView } from '../ticket-view/ticket-view'
import { supportKeys } from '../tickets/support-queries'

const data = [supportKeys.all]

interface ButtonElementProps extends WidgetLifecycleProps {
  compact?: boolean
  onCreate?: (detail: { id: number }) => void
}

/** `<paydeck-support-button compact>`: raises paydeck-ticket-create ({ id }) after 'Ticket created'. */
export const SupportButtonElement = defineElement(
  ({ onCreate, ...props }: ButtonElementProps) => <SupportButton {...props} onCreated={(id) => onCreate?.({ id })} />,
  {
    tag: elementTags.supportButton,
    attributes: { compact: 'boolean' },
    events: { onCreate: 'paydeck-ticket-create' },
    host: paydeckElement,
    data,
  },
)

interface ListElementProps extends WidgetLifecycleProps {
  channel?: TicketChannelType
  selectedId?: number
  compact?: boolean
  onOpen?: (detail: { id: number; ticket: Ticket }) => void
}

/**
 * `<paydeck-ticket-list channel="TenantToPlatform" selected-id="12" compact>`: raises paydeck-ticket-open
 * ({ id, ticket }) when a ticket is chosen; the page shows it (in a `<paydeck-ticket>`, say).
 */
export const TicketListElement = defineElement(
  ({ onOpen, ...props }: ListElementProps) => (
    <TicketList {...props} onOpen={(ticket) => onOpen?.({ id: ticket.id, ticket })} />
  ),
  {
    tag: elementTags.ticketList,
    attributes: { channel: 'string', selectedId: 'number', compact: 'boolean' },
    events: { onOpen: 'paydeck-ticket-open' },
    host: paydeckElement,
    data,
  },
)

interface TicketElementProps extends WidgetLifecycleProps {
  ticketId?: number
  backButton?: boolean
  onClose?: (detail: { id: number }) => void
  onEscalate?: (detail: { id: number; escalatedId: number }) => void
}

/**
 * `<paydeck-ticket ticket-id="12" back-button>`: the thread; raises paydeck-ticket-close ({ id }) from its back
 * button and paydeck-ticket-escalate ({ id, escalatedId }) when tenant staff hand it on to the platform.
 */
export const TicketElement = defineElement(
  ({ ticketId, backButton, onClose, onEscalate, onReady, onError }: TicketElementProps) =>
    ticketId ? (
      <TicketView
        key={ticketId}
        onReady={onReady}
        onError={onError}
        ticketId={ticketId}
        onBack={backButton ? () => onClose?.({ id: ticketId }) : undefined}
        onEscalated={(escalatedId) => onEscalate?.({ id: ticketId, escalatedId })}
      />
    ) : null,
  {
    tag: elementTags.ticket,
    attributes: { ticketId: 'number', backButton: 'boolean' },
    events: { onClose: 'paydeck-ticket-close', onEscalate: 'paydeck-ticket-escalate' },
    host: paydeckElement,
    data,
  },
)
