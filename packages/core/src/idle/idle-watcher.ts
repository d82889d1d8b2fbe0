/** Session idle rules of seed 000 (sections 4 and 9) with the cross-tab keepalive of spec-decisions. */
export interface IdleWatcherOptions {
  idleSeconds?: number
  countdownSeconds?: number
  keepaliveSeconds?: number
  /** Tabs of one browser share activity and sign-out over this channel; omit to watch one tab alone. */
  channelName?: string | null
  onWarning: (secondsLeft: number) => void
  onCountdown: (secondsLeft: number) => void
  onTimeout: () => void
  /** Another tab signed out. */
  onSignedOutElsewhere?: () => void
}

export interface IdleWatcher {
  start(): void
  stop(): void
  /** The user did something: restart the idle period (the warning, once shown, needs continueSession). */
  activity(): void
  /** Continue in the warning: back to watching. */
  continueSession(): void
  /** Tell the other tabs this one signed out. */
  announceSignOut(): void
  readonly warning: boolean
}

type IdleMessage = { type: 'activity' } | { type: 'signout' }

export const IDLE_DEFAULTS = { idleSeconds: 1800, countdownSeconds: 60, keepaliveSeconds: 15 } as const

export function createIdleWatcher(options: IdleWatcherOptions): IdleWatcher {
  const idleMs = (options.idleSeconds ?? IDLE_DEFAULTS.idleSeconds) * 1000
  const countdown = options.countdownSeconds ?? IDLE_DEFAULTS.countdownSeconds
  const keepaliveMs = (options.keepaliveSeconds ?? IDLE_DEFAULTS.keepaliveSeconds) * 1000
  const channelName = options.channelName === undefined ? 'paydeck-idle' : options.channelName

  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let countdownTimer: ReturnType<typeof setInterval> | undefined
  let keepaliveTimer: ReturnType<typeof setInterval> | undefined
  let channel: BroadcastChannel | null = null
  let running = false
  let warning = false
  let activeSinceLastPing = false

  function armIdle() {
    clearTimeout(idleTimer)
    idleTimer = setTimeout(showWarning, idleMs)
  }

  function showWarning() {
    warning = true
    let left = countdown
    options.onWarning(left)
    countdownTimer = setInterval(() => {
      left -= 1
      options.onCountdown(left)
      if (left <= 0) {
        stop()
        options.onTimeout()
      }
    }, 1000)
  }

  function resetWatch() {
    clearInterval(countdownTimer)
    warning = false
    armIdle()
  }

  function onMessage(event: MessageEvent<IdleMessage>) {
    if (!running) return
    if (event.data.type === 'activity' && !warning) armIdle()
    if (event.data.type === 'signout') {
      stop()
      options.onSignedOutElsewhere?.()
    }
  }

  function start() {
    if (running) return
    running = true
    if (channelName && typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(channelName)
      channel.onmessage = onMessage
    }
    // The keepalive tells the other tabs at most once per period that this one is in use.
    keepaliveTimer = setInterval(() => {
      if (!activeSinceLastPing) return
      activeSinceLastPing = false
      channel?.postMessage({ type: 'activity' } satisfies IdleMessage)
    }, keepaliveMs)
    armIdle()
  }

  function stop() {
    running = false
    warning = false
    clearTimeout(idleTimer)
    clearInterval(countdownTimer)
    clearInterval(keepaliveTimer)
    channel?.close()
    channel = null
  }

  return {
    start,
    stop,
    activity() {
      if (!running || warning) return
      activeSinceLastPing = true
      armIdle()
    },
    continueSession() {
      if (!running) return
      activeSinceLastPing = true
      resetWatch()
    },
    announceSignOut() {
      const target =
        channel ?? (channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null)
      target?.postMessage({ type: 'signout' } satisfies IdleMessage)
      if (target !== channel) target?.close()
    },
    get warning() {
      return warning
    },
  }
}
