import { useEffect, useId, useRef, useState } from 'react'
import type { AppNotification } from '@paydeck/core/notifications'
import { userMessageOf } from '@paydeck/react'
import { Button, IconButton, Modal } from '@paydeck/ui'
import type { NotificationFeed } from '../feed/use-notification-feed'
import { useNotificationText } from '../messages'
import { NotificationItem } from './notification-item'
import { panelStyles as styles } from './panel.styles'

export interface NotificationPanelProps {
  open: boolean
  onClose: () => void
  feed: NotificationFeed
  onChoose: (notification: AppNotification) => void
  /** Whether choosing it leads somewhere; one that does not is shown without the affordance of a link. */
  opens: (notification: AppNotification) => boolean
}

/** Seed 000: the panel the bell opens; a click on the backdrop closes it. */
export function NotificationPanel({ open, onClose, feed, onChoose, opens }: NotificationPanelProps) {
  const text = useNotificationText()
  const titleId = useId()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className={styles.panel} part="panel">
      <div className={styles.header} part="header">
        <h2 id={titleId}>{text('title')}</h2>
        {confirmingDelete ? (
          <DeleteAllConfirmation
            onConfirm={() => {
              setConfirmingDelete(false)
              void feed.removeAll()
            }}
            onCancel={() => setConfirmingDelete(false)}
          />
        ) : (
          <div className={styles.headerActions}>
            <Button variant="ghost" size="sm" disabled={feed.unread === 0} onClick={() => void feed.markAllRead()}>
              {text('markAllRead')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={feed.items.length === 0}
              onClick={() => setConfirmingDelete(true)}
            >
              {text('deleteAll')}
            </Button>
          </div>
        )}
        {/* Focus starts here, not on Mark all as read, which one Enter would run. */}
        <IconButton icon="close" label={text('close')} onClick={onClose} data-autofocus="" />
      </div>
      <FeedList feed={feed} onChoose={onChoose} opens={opens} />
    </Modal>
  )
}

/** Delete all cannot be undone, so it asks once, in place; focus starts on keeping them. */
function DeleteAllConfirmation({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const text = useNotificationText()
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  return (
    <div role="group" aria-label={text('deleteAllQuestion')} className={styles.confirm}>
      <span>{text('deleteAllQuestion')}</span>
      <Button variant="danger" size="sm" onClick={onConfirm}>
        {text('deleteAllConfirm')}
      </Button>
      <Button ref={keep} variant="secondary" size="sm" onClick={onCancel}>
        {text('keep')}
      </Button>
    </div>
  )
}

function FeedList({ feed, onChoose, opens }: Pick<NotificationPanelProps, 'feed' | 'onChoose' | 'opens'>) {
  const text = useNotificationText()
  const { feed: query, items } = feed
  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query

  // The next page when the end of the list scrolls into view, or comes within 100 px of it (after a deletion).
  useEffect(() => {
    if (!sentinel.current || !hasNextPage || isFetchingNextPage) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void fetchNextPage()
      },
      { root: scroller.current, rootMargin: '0px 0px 100px 0px' },
    )
    observer.observe(sentinel.current)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, items.length])

  if (query.isPending) {
    return (
      <p role="status" className={styles.note}>
        {text('loading')}
      </p>
    )
  }
  if (query.isError && items.length === 0) {
    return (
      <div role="alert" className={styles.error}>
        <p>{text('failed', { error: userMessageOf(query.error) })}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {text('retry')}
        </Button>
      </div>
    )
  }
  return (
    <div ref={scroller} className={styles.scroller}>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={text('title')}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onChoose={opens(notification) ? onChoose : undefined}
              onMarkRead={(id) => void feed.markRead(id)}
              onDelete={(id) => void feed.remove(id)}
            />
          ))}
        </ul>
      )}
      <div ref={sentinel} className={styles.sentinel} />
      {isFetchingNextPage && (
        <p role="status" className={styles.note}>
          {text('loadingMore')}
        </p>
      )}
      {!hasNextPage && <p className={styles.note}>{items.length === 0 ? text('empty') : text('end')}</p>}
    </div>
  )
}
