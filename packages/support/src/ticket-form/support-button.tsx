import { useCallback, useState } from 'react'
import { useCan, useWidgetLifecycle, type WidgetLifecycleProps, useUserContextProblem } from '@paydeck/react'
import { Button, buttonRecipe, Icon, PendingState } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { useSupportSide } from '../side/use-support-side'
import { StatusMessage } from './status-message'
import { TicketDialog } from './lazy-ticket-dialog'

export interface SupportButtonProps extends WidgetLifecycleProps {
  /** The new ticket's id. */
  onCreated?: (id: number) => void
  /** Given, the 'Ticket created' message offers View, which calls this with the new ticket's id. */
  onView?: (id: number) => void
  /** A button with the icon only (a toolbar), named by its label. */
  compact?: boolean
}

export const EMAIL_BUTTON_PERMISSION = 'Merchant.Support.EmailButton'
const MESSAGE_MS = 5_000

/**
 * The Contact Support button (seed 000 section 6): opens the ticket dialog for holders of their side's support
 * permission, or, with Merchant.Support.EmailButton, a mail link to the tenant's support address instead.
 */
export function SupportButton({ onCreated, onView, compact = false, ...lifecycle }: SupportButtonProps) {
  const t = useSupportT()
  const side = useSupportSide()
  const mailOnly = useCan(EMAIL_BUTTON_PERMISSION)
  const allowed = useCan(side?.permission)
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null)
  const clear = useCallback(() => setMessage(null), [])
  // It shows its button (or nothing the user may use) once the user is known.
  useWidgetLifecycle('support-button', { ready: side !== null, error: null }, lifecycle)
  const contextProblem = useUserContextProblem()
  // Nothing to show while the user loads; why, when they cannot be known.
  if (!side) return contextProblem ? <PendingState loading="" failure={contextProblem} /> : null
  const label = mailOnly ? t('mailSupport') : t('contactSupport')
  const content = compact ? <Icon name={mailOnly ? 'mail' : 'support'} /> : label

  if (mailOnly) {
    if (!side.tenantSupportEmail) return null
    return (
      <a
        href={`mailto:${side.tenantSupportEmail}`}
        aria-label={compact ? label : undefined}
        title={label}
        className={buttonRecipe(compact ? { variant: 'plain', size: 'sm' } : {})}
      >
        {content}
      </a>
    )
  }
  if (!allowed) return null
  return (
    <>
      <Button
        variant={compact ? 'plain' : 'primary'}
        size={compact ? 'sm' : 'md'}
        aria-label={compact ? label : undefined}
        title={label}
        onClick={() => setOpen(true)}
      >
        {content}
      </Button>
      {open && (
        <TicketDialog
          side={side}
          open={open}
          onOpenChange={setOpen}
          onCreated={(id, text) => {
            setMessage({ text, id })
            onCreated?.(id)
          }}
        />
      )}
      {message && (
        <StatusMessage
          text={message.text}
          durationMs={MESSAGE_MS}
          onDone={clear}
          action={onView && { label: t('view'), onClick: () => onView(message.id) }}
        />
      )}
    </>
  )
}
