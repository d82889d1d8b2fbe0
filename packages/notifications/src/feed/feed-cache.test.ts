import { describe, expect, it } from 'vitest'
import type { AppNotification } from '@paydeck/core/notifications'
import { applyChange, itemsOf, newestCreated, nextPageIndex, unreadCount, type Feed } from './feed-cache'

const item = (id: number, isRead = false, day = id): AppNotification => ({
  id,
  title: `Notification ${id}`,
  description: null,
  image: null,
  icon: null,
  created: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  isRead,
  objectUrl: '/dashboard',
  notificationType: 'Task',
  useRouter: true,
})
const feedOf = (items: AppNotification[], unread: number): Feed => ({
  pages: [{ data: items, unreadNotificationCount: unread }],
  pageParams: [0],
})

describe('the unread counter and the list (seed 000 section 4)', () => {
  const feed = feedOf([item(3), item(2, true), item(1)], 5)

  it('goes down by one when an unread one is read, and not again for the same one', () => {
    const once = applyChange(feed, { kind: 'read', id: 3 })
    expect(unreadCount(once)).toBe(4)
    expect(unreadCount(applyChange(once, { kind: 'read', id: 3 }))).toBe(4)
    expect(unreadCount(applyChange(feed, { kind: 'read', id: 2 }))).toBe(5)
  })

  it('goes to zero on mark all, and empties on delete all', () => {
    const allRead = applyChange(feed, { kind: 'allRead' })
    expect(unreadCount(allRead)).toBe(0)
    expect(itemsOf(allRead).every((n) => n.isRead)).toBe(true)
    const none = applyChange(feed, { kind: 'allDeleted' })
    expect(itemsOf(none)).toEqual([])
    expect(unreadCount(none)).toBe(0)
  })

  it('goes down when an unread one is deleted, and not when a read one is', () => {
    expect(unreadCount(applyChange(feed, { kind: 'deleted', id: 1 }))).toBe(4)
    const readGone = applyChange(feed, { kind: 'deleted', id: 2 })
    expect(unreadCount(readGone)).toBe(5)
    expect(itemsOf(readGone).map((n) => n.id)).toEqual([3, 1])
  })

  it('puts what arrived first, newest first, once, counting the unread ones', () => {
    const grown = applyChange(feed, { kind: 'arrived', items: [item(4), item(5, true), item(3)] })
    expect(itemsOf(grown).map((n) => n.id)).toEqual([5, 4, 3, 2, 1])
    expect(unreadCount(grown)).toBe(6)
    expect(newestCreated(grown)).toBe('2026-11-05T10:00:00.000Z')
    expect(newestCreated(feedOf([], 0))).toBe('')
  })
})

describe('the end of the list', () => {
  const page = (count: number) => ({
    data: Array.from({ length: count }, (_, i) => item(i + 1)),
    unreadNotificationCount: 0,
  })
  it('ends on an empty page, or on a first page shorter than a page', () => {
    expect(nextPageIndex(page(10), [page(10)], 10)).toBe(1)
    expect(nextPageIndex(page(4), [page(4)], 10)).toBeUndefined()
    expect(nextPageIndex(page(0), [page(10), page(0)], 10)).toBeUndefined()
    expect(nextPageIndex(page(4), [page(10), page(4)], 10)).toBe(2)
  })
})
