import { Suspense } from 'react'
import { lazyWithWords } from '@paydeck/ui'
import type { TicketDialogProps } from './ticket-dialog'

// The form and its hook (react-hook-form) load when a dialog first opens: a page that opens none carries neither.
const LoadedTicketDialog = lazyWithWords(() =>
  import('./ticket-dialog').then((module) => ({ default: module.TicketDialog })),
)

/** The Contact Support dialog (Escalate Ticket when escalating), its code loaded when first shown. */
export function TicketDialog(props: TicketDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedTicketDialog {...props} />
    </Suspense>
  )
}
