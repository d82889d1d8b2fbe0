import { Suspense, useCallback, useEffect, useState } from 'react'
import type { AppNotification } from '@paydeck/core/notifications'
import { usePaydeck, userMessageOf, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Icon, lazyWithWords } from '@paydeck/ui'
import { useNotificationFeed } from '../feed/use-notification-feed'
import { useNotificationText } from '../messages'
import { downloadReports } from '../open/download-reports'
import { actionFor } from '../open/open-notification'
import { bellStyles as styles } from './bell.styles'
import { Snackbar, type SnackbarMessage } from './snackbar'

export interface OpenDocumentDetail {
  type: 'Proposal' | 'Agreement'
  /** The proposal's or agreement's id. */
  id: number
  notificationId: number
}

export interface NotificationsBellProps extends WidgetLifecycleProps {
  /** Seconds between the leading tab's asks for new notifications (spec decision: 30). */
  pollInterval?: number
  /** No new-notification message (the portal's quick panel turns it off). */
  quiet?: boolean
  /** Origins besides the page's own that a notification's link may lead to (the deployment's list); none else. */
  allowedOrigins?: readonly string[]
  /** A Proposal or Agreement notification: the app opens its viewer. */
  onOpenDocument?: (detail: OpenDocumentDetail) => void
  /** Any other notification's address; without it the page goes there. */
  navigate?: (url: string) => void
  /**
   * Whether the app can open an address (a screen it builds): a notification leading elsewhere is shown without a
   * link rather than opening a dead end. Every address by default.
   */
  canOpen?: (url: string) => boolean
}

// The panel (its list, the modal and its buttons) is fetched when the pointer or focus reaches the bell, so a page
// that only shows the count downloads none of it, and the panel is there by the time of the click.
const loadPanel = () => import('../panel/notification-panel')
const NotificationPanel = lazyWithWords(() => loadPanel().then((module) => ({ default: module.NotificationPanel })))

const NEW_NOTIFICATION_MS = 10_000
const PERMISSION_MESSAGE_MS = 5_000

/** The bell with the unread count (announced), opening the panel; the poll and the new-notification message. */
export function NotificationsBell({
  pollInterval,
  quiet = false,
  allowedOrigins = [],
  onOpenDocument,
  navigate = (url) => window.location.assign(url),
  canOpen = () => true,
  ...lifecycle
}: NotificationsBellProps) {
  const text = useNotificationText()
  const paydeck = usePaydeck()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so that it can close with its own transition and keep its state.
  const [opened, setOpened] = useState(false)
  const show = useCallback(() => {
    setOpened(true)
    setOpen(true)
  }, [])
  const [message, setMessage] = useState<SnackbarMessage | null>(null)
  const dismiss = useCallback(() => setMessage(null), [])
  // Permissions decide what a notification may open: a page that brings its own token may not have loaded them.
  useEffect(() => {
    if (paydeck.session.getState().userStatus === 'idle') void paydeck.session.loadUserContext()
  }, [paydeck])

  const feed = useNotificationFeed({
    pollIntervalMs: pollInterval && pollInterval > 0 ? pollInterval * 1000 : undefined,
    onArrived: (items) => {
      if (quiet) return
      setMessage({
        text: items.length === 1 ? `${text('newOne')}: ${items[0]!.title}` : text('newMany', { count: items.length }),
        tone: 'info',
        durationMs: NEW_NOTIFICATION_MS,
        onView: show,
      })
    },
  })

  // A later page that failed leaves the list as it is: only the first page's failure is the bell's error.
  const { isSuccess, error, isFetchNextPageError } = feed.feed
  useWidgetLifecycle('notifications-bell', { ready: isSuccess, error: isFetchNextPageError ? null : error }, lifecycle)

  const refuse = () => setMessage({ text: text('noPermission'), tone: 'warning', durationMs: PERMISSION_MESSAGE_MS })

  const opens = (notification: AppNotification) => {
    const action = actionFor(notification, window.location.origin, allowedOrigins)
    return action.kind !== 'invalid' && (action.kind !== 'navigate' || canOpen(action.url))
  }

  const choose = async (notification: AppNotification) => {
    const action = actionFor(notification, window.location.origin, allowedOrigins)
    if (action.kind === 'invalid') {
      console.warn('Paydeck notifications: Invalid URL', notification.objectUrl)
      return
    }
    if ('permission' in action && action.permission && !paydeck.can(action.permission)) {
      setOpen(false)
      return refuse()
    }
    if (action.kind === 'download') {
      // Reading a file notification marks it read (seed 000 section 4).
      await downloadReports(paydeck.http, action.names)
      await feed.markRead(notification.id)
      return
    }
    setOpen(false)
    if (action.kind === 'document') {
      onOpenDocument?.({ type: action.type, id: action.id, notificationId: notification.id })
    } else {
      navigate(action.url)
    }
  }

  const unread = feed.unread
  // The feed could not be reached: the count shown (if any) is the last one known, and the bell says so.
  const unreachable = error && !isFetchNextPageError ? userMessageOf(error) : null
  const named = unread > 0 ? text('bellUnread', { count: unread }) : text('bell')
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={unreachable ? text('bellStale', { bell: named, reason: unreachable }) : named}
        title={unreachable ? text('bellStale', { bell: named, reason: unreachable }) : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span
            className={styles.badge}
            part="badge"
            aria-hidden="true"
            data-testid="paydeck-unread-count"
            data-stale={unreachable ? '' : undefined}
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
        {unreachable && (
          <span className={styles.stale} part="stale" aria-hidden="true">
            !
          </span>
        )}
      </button>
      <span role="status" className={styles.hidden}>
        {unreachable
          ? text('staleAnnounced', { reason: unreachable })
          : unread > 0
            ? text('unreadAnnounced', { count: unread })
            : ''}
      </span>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onClose={() => setOpen(false)}
            feed={feed}
            onChoose={(notification) => void choose(notification)}
            opens={opens}
          />
        </Suspense>
      )}
      {message && <Snackbar message={message} onDismiss={dismiss} />}
    </>
  )
}
