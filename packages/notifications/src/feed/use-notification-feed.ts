import { useCallback, useEffect, useRef } from 'react'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  deleteAllNotifications,
  deleteNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_PAGE_SIZE,
  type AppNotification,
} from '@paydeck/core/notifications'
import { usePaydeck, useUser } from '@paydeck/react'
import { useLeadership } from '../poll/leadership'
import { openTabChannel, type TabChannel } from '../poll/tab-channel'
import {
  applyChange,
  findItem,
  itemsOf,
  newestCreated,
  nextPageIndex,
  unreadCount,
  type Feed,
  type FeedChange,
} from './feed-cache'

/** The prefix of the bell's queries (its element's refresh() fetches them again). */
export const notificationKeys = ['paydeck', 'notifications'] as const

/** The feed of one API host and its poll (two hosts' feeds on a page stay apart). */
const feedKeys = (api: string) => ({
  feed: [...notificationKeys, api, 'feed'] as const,
  poll: [...notificationKeys, api, 'poll'] as const,
})

/** Spec decision: a poll every 30 s unless configured. */
export const DEFAULT_POLL_INTERVAL_MS = 30_000
// The poll asks for everything newer than the newest held; this many at most per answer.
const POLL_PAGE_SIZE = 100

export interface NotificationFeedOptions {
  pollIntervalMs?: number
  /** Called with what arrived since the last poll (here or in another tab), for the new-notification message. */
  onArrived?: (items: AppNotification[]) => void
}

/**
 * The signed-in user's notifications: pages of 10, the unread count, the actions with the counter rules of seed
 * 000 section 4, and the poll, which one tab runs for all (twice the interval after a failure).
 */
export function useNotificationFeed({
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
  onArrived,
}: NotificationFeedOptions = {}) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  // The cache is the session's (signing out clears it), so the feed's key names no user: a key that changed when
  // another element loaded the user would fetch the first page again. The other tabs are told per user.
  const keys = feedKeys(paydeck.hosts.api)
  const scope = `paydeck-notifications:${paydeck.hosts.api}:${useUser()?.id ?? 'host'}`
  const feedKey = keys.feed

  const feed = useInfiniteQuery({
    queryKey: feedKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      // A failed load of a later page is logged and leaves the list as it is (seed 000 section 8).
      fetchNotifications(paydeck.http, { pageIndex: pageParam, quiet: pageParam > 0 }, signal),
    getNextPageParam: (last, pages) => nextPageIndex(last, pages, NOTIFICATION_PAGE_SIZE),
    // The poll and the actions keep it current.
    staleTime: Infinity,
  })

  const onArrivedRef = useRef(onArrived)
  useEffect(() => {
    onArrivedRef.current = onArrived
  })
  const apply = useCallback(
    (change: FeedChange) => {
      const before = queryClient.getQueryData<Feed>(feedKey)
      if (!before) return
      queryClient.setQueryData<Feed>(feedKey, applyChange(before, change))
      if (change.kind === 'arrived') {
        const fresh = change.items.filter((item) => !findItem(before, item.id))
        if (fresh.length > 0) onArrivedRef.current?.(fresh)
      }
    },
    // feedKey is derived from the API's address.
    [queryClient, paydeck.hosts.api],
  )
  const channel = useRef<TabChannel | null>(null)
  useEffect(() => {
    channel.current = openTabChannel(scope, apply)
    return () => channel.current?.close()
  }, [scope, apply])
  const change = (next: FeedChange) => {
    apply(next)
    channel.current?.post(next)
  }

  const leading = useLeadership(scope, feed.isSuccess)
  useQuery({
    queryKey: keys.poll,
    enabled: leading && feed.isSuccess,
    queryFn: async ({ signal }) => {
      const newerThan = newestCreated(queryClient.getQueryData<Feed>(feedKey))
      try {
        const page = await fetchNotifications(
          paydeck.http,
          { pageIndex: 0, pageSize: POLL_PAGE_SIZE, newerThan, quiet: true, retry: 0 },
          signal,
        )
        if (page.data.length > 0) change({ kind: 'arrived', items: page.data })
        return page.data.length
      } catch (error) {
        console.warn('Paydeck notifications: the poll failed; the next one waits twice as long.', error)
        throw error
      }
    },
    refetchInterval: (query) => (query.state.status === 'error' ? 2 * pollIntervalMs : pollIntervalMs),
    // Leadership already stops the poll in hidden tabs.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  })

  /** Runs an action; on success the change applies here and in the other tabs. False when it failed. */
  const act = async (call: () => Promise<boolean>, next: FeedChange): Promise<boolean> => {
    const ok = await call().catch(() => false)
    if (ok) change(next)
    return ok
  }

  return {
    feed,
    items: itemsOf(feed.data as Feed | undefined),
    unread: unreadCount(feed.data as Feed | undefined),
    markRead: (id: number) => act(() => markNotificationRead(paydeck.http, id), { kind: 'read', id }),
    markAllRead: () => act(() => markAllNotificationsRead(paydeck.http), { kind: 'allRead' }),
    remove: (id: number) => act(() => deleteNotification(paydeck.http, id), { kind: 'deleted', id }),
    removeAll: () => act(() => deleteAllNotifications(paydeck.http), { kind: 'allDeleted' }),
  }
}

export type NotificationFeed = ReturnType<typeof useNotificationFeed>
