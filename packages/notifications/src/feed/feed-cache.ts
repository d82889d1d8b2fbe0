import type { InfiniteData } from '@tanstack/react-query'
import type { AppNotification, NotificationPage } from '@paydeck/core/notifications'

/** The panel's list as the query cache holds it: pages as they came, the first page's count kept current. */
export type Feed = InfiniteData<NotificationPage, number>

/** What changes the list, here or in another tab (seed 000 section 4 gives the counter's rules). */
export type FeedChange =
  | { kind: 'arrived'; items: AppNotification[] }
  | { kind: 'read'; id: number }
  | { kind: 'allRead' }
  | { kind: 'deleted'; id: number }
  | { kind: 'allDeleted' }

const withPages = (feed: Feed, pages: NotificationPage[]): Feed => ({ ...feed, pages })

const mapItems = (feed: Feed, map: (items: AppNotification[]) => AppNotification[]) =>
  withPages(
    feed,
    feed.pages.map((page) => ({ ...page, data: map(page.data) })),
  )

const adjustUnread = (feed: Feed, next: (count: number) => number): Feed =>
  withPages(
    feed,
    feed.pages.map((page, index) =>
      index === 0 ? { ...page, unreadNotificationCount: Math.max(0, next(page.unreadNotificationCount)) } : page,
    ),
  )

export function findItem(feed: Feed | undefined, id: number): AppNotification | undefined {
  return feed?.pages.flatMap((page) => page.data).find((item) => item.id === id)
}

export function unreadCount(feed: Feed | undefined): number {
  return feed?.pages[0]?.unreadNotificationCount ?? 0
}

/** The created time of the newest item held: the poll asks for what is newer (empty when none is held). */
export function newestCreated(feed: Feed | undefined): string {
  return feed?.pages[0]?.data[0]?.created ?? ''
}

export function applyChange(feed: Feed, change: FeedChange): Feed {
  switch (change.kind) {
    case 'arrived': {
      const held = new Set(feed.pages.flatMap((page) => page.data.map((item) => item.id)))
      const fresh = change.items.filter((item) => !held.has(item.id))
      if (fresh.length === 0) return feed
      const newestFirst = [...fresh].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
      const [first, ...rest] = feed.pages
      const grown = { ...first!, data: [...newestFirst, ...first!.data] }
      const unreadAdded = fresh.filter((item) => !item.isRead).length
      return adjustUnread(withPages(feed, [grown, ...rest]), (count) => count + unreadAdded)
    }
    case 'read': {
      const item = findItem(feed, change.id)
      if (!item || item.isRead) return feed
      const marked = mapItems(feed, (items) => items.map((i) => (i.id === change.id ? { ...i, isRead: true } : i)))
      return adjustUnread(marked, (count) => count - 1)
    }
    case 'allRead':
      return adjustUnread(
        mapItems(feed, (items) => items.map((item) => ({ ...item, isRead: true }))),
        () => 0,
      )
    case 'deleted': {
      const item = findItem(feed, change.id)
      if (!item) return feed
      const removed = mapItems(feed, (items) => items.filter((i) => i.id !== change.id))
      return item.isRead ? removed : adjustUnread(removed, (count) => count - 1)
    }
    case 'allDeleted':
      return adjustUnread(
        mapItems(feed, () => []),
        () => 0,
      )
  }
}

/**
 * Seed 000 section 4: an empty page ends the list, and so does a first page shorter than a page; otherwise the
 * next page is the one after the last.
 */
export function nextPageIndex(lastPage: NotificationPage, pages: NotificationPage[], pageSize: number) {
  if (lastPage.data.length === 0) return undefined
  if (pages.length === 1 && lastPage.data.length < pageSize) return undefined
  return pages.length
}

/** Every item once, newest first as held (an item that arrived by the poll may come again on a later page). */
export function itemsOf(feed: Feed | undefined): AppNotification[] {
  const seen = new Set<number>()
  return (feed?.pages ?? []).flatMap((page) => page.data).filter((item) => !seen.has(item.id) && seen.add(item.id))
}
