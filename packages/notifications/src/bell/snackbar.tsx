import { useEffect } from 'react'
import { Button, IconButton } from '@paydeck/ui'
import { useNotificationText } from '../messages'
import { bellStyles as styles } from './bell.styles'

export interface SnackbarMessage {
  text: string
  tone: 'info' | 'warning'
  /** Seed 000: 10 s for new notifications; seed 002: 5 s for the permission message. */
  durationMs: number
  onView?: () => void
}

/**
 * The bell's own message at the bottom right. Kept in the widget (not the app's toaster) so an embedded bell
 * needs no toaster, and its bundle no toast machine.
 */
export function Snackbar({ message, onDismiss }: { message: SnackbarMessage; onDismiss: () => void }) {
  const text = useNotificationText()
  useEffect(() => {
    const timer = setTimeout(onDismiss, message.durationMs)
    return () => clearTimeout(timer)
  }, [message, onDismiss])
  return (
    <div role="status" className={styles.snackbar} data-tone={message.tone}>
      <p>{message.text}</p>
      {message.onView && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            message.onView?.()
            onDismiss()
          }}
        >
          {text('view')}
        </Button>
      )}
      <IconButton icon="close" label={text('close')} onClick={onDismiss} />
    </div>
  )
}
