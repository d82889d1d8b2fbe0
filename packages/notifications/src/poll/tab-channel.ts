import type { FeedChange } from '../feed/feed-cache'

/**
 * The tabs of one browser tell each other what changed (what the leader's poll brought, what was read or deleted),
 * so every tab's bell agrees without asking the server again.
 */
export interface TabChannel {
  post(change: FeedChange): void
  close(): void
}

export function openTabChannel(name: string, onChange: (change: FeedChange) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined }
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event: MessageEvent<FeedChange>) => onChange(event.data)
  return { post: (change) => channel.postMessage(change), close: () => channel.close() }
}
