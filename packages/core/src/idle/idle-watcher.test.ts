import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdleWatcher, IDLE_DEFAULTS } from './idle-watcher'

function watcher(channelName: string | null = null) {
  const events: string[] = []
  const idle = createIdleWatcher({
    channelName,
    onWarning: (left) => events.push(`warning ${left}`),
    onCountdown: (left) => events.push(`countdown ${left}`),
    onTimeout: () => events.push('timeout'),
    onSignedOutElsewhere: () => events.push('signed out elsewhere'),
  })
  return { idle, events }
}

describe('idle watcher', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('uses the documents’ defaults: 1800 s idle, 60 s countdown, 15 s keepalive', () => {
    expect(IDLE_DEFAULTS).toEqual({ idleSeconds: 1800, countdownSeconds: 60, keepaliveSeconds: 15 })
  })

  it('warns after 1800 s without activity and times out 60 s later', () => {
    const { idle, events } = watcher()
    idle.start()
    vi.advanceTimersByTime(1799_000)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(events).toEqual(['warning 60'])
    vi.advanceTimersByTime(60_000)
    expect(events.at(-2)).toBe('countdown 0')
    expect(events.at(-1)).toBe('timeout')
  })

  it('restarts the idle period on activity', () => {
    const { idle, events } = watcher()
    idle.start()
    vi.advanceTimersByTime(1000_000)
    idle.activity()
    vi.advanceTimersByTime(1000_000)
    expect(events).toEqual([])
  })

  it('ignores activity once the warning shows; Continue resets', () => {
    const { idle, events } = watcher()
    idle.start()
    vi.advanceTimersByTime(1800_000)
    idle.activity()
    vi.advanceTimersByTime(30_000)
    expect(idle.warning).toBe(true)
    idle.continueSession()
    expect(idle.warning).toBe(false)
    vi.advanceTimersByTime(1799_000)
    expect(events).not.toContain('timeout')
  })

  it('shares activity and sign-out across tabs', async () => {
    const a = watcher('idle-test')
    const b = watcher('idle-test')
    a.idle.start()
    b.idle.start()
    vi.advanceTimersByTime(1000_000)
    a.idle.activity()
    vi.advanceTimersByTime(15_000) // the keepalive ping carries a's activity to b
    await vi.waitFor(() => Promise.resolve())
    vi.useRealTimers()
    await new Promise((resolve) => setTimeout(resolve, 20))
    vi.useFakeTimers()
    vi.advanceTimersByTime(1000_000)
    expect(b.events).toEqual([])
    a.idle.announceSignOut()
    vi.useRealTimers()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(b.events).toContain('signed out elsewhere')
    a.idle.stop()
    b.idle.stop()
  })
})
