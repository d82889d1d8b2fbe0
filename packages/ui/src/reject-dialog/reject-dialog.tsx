import { lazy, Suspense } from 'react'

export interface RejectResult {
  response: string
  rejectReason: string
}

export interface RejectDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onReject: (result: RejectResult) => void | Promise<void>
  title?: string
  /** The response sent with the reason (seed 001: Rejected by default). */
  response?: string
}

// The open dialog (its form hook) loads when a rejection is first asked for, not with every widget that can reject.
const OpenRejectDialog = lazy(() => import('./open-reject-dialog'))

/** Asks for the reason of a rejection; Save stays disabled until there is one. */
export function RejectDialog(props: RejectDialogProps) {
  // Mounted per opening, so every opening starts with an empty reason.
  return props.open ? (
    <Suspense fallback={null}>
      <OpenRejectDialog {...props} />
    </Suspense>
  ) : null
}
