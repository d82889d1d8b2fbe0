import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Analytics } from './analytics.schema'
import { AUTHENTICATION_FAILED, analyticsHost, analyticsKeys, popupFeatures, signChange } from './analytics-protocol'

const REMOTE = 'https://analytics.example'
const figures = { period: 'last-30-days' } as Analytics

function hostWithPopup() {
  const popup = { closed: false, postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> }
  const onChange = vi.fn()
  const log = vi.fn()
  const host = analyticsHost({ remoteOrigin: REMOTE, onChange, log })
  host.attach(popup)
  const keys = analyticsKeys()
  const from = (data: unknown, origin = REMOTE, source: unknown = popup) =>
    host.receive({ data, origin, source: source as Window })
  return { host, popup, onChange, log, keys, from }
}

describe('the analytics host', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the figures a second after the window announced its key, and again on every update', () => {
    const { host, popup, keys, from } = hostWithPopup()
    host.update(figures)
    expect(from({ type: 'POPUP_OPENED', publicKey: keys.publicKey })).toBe('opened')
    vi.advanceTimersByTime(999)
    expect(popup.postMessage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(popup.postMessage).toHaveBeenCalledWith({ type: 'DATA', data: figures }, REMOTE)
    host.update({ ...figures, period: 'last-7-days' })
    expect(popup.postMessage).toHaveBeenCalledTimes(2)
  })

  it('takes a change signed by the window’s key, once', () => {
    const { onChange, log, keys, from } = hostWithPopup()
    from({ type: 'POPUP_OPENED', publicKey: keys.publicKey })
    const signed = signChange({ period: 'last-7-days' }, 1, keys.secretKey)
    expect(from(signed)).toBe('change')
    expect(onChange).toHaveBeenCalledWith({ period: 'last-7-days' })
    // The same message again is a replay.
    expect(from(signed)).toBe('refused')
    expect(log).toHaveBeenCalledWith(AUTHENTICATION_FAILED)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('refuses an unsigned change, one signed by another key, and one whose change was altered', () => {
    const { onChange, log, keys, from } = hostWithPopup()
    from({ type: 'POPUP_OPENED', publicKey: keys.publicKey })
    expect(from({ type: 'REPORT_CHANGE', change: { period: 'last-7-days' }, nonce: 1 })).toBe('refused')
    expect(from(signChange({ period: 'last-7-days' }, 1, analyticsKeys().secretKey))).toBe('refused')
    const signed = signChange({ period: 'last-7-days' }, 1, keys.secretKey)
    expect(from({ ...signed, change: { period: 'last-90-days' } })).toBe('refused')
    expect(from({ type: 'DATA', data: figures })).toBe('refused')
    expect(log).toHaveBeenCalledTimes(4)
    expect(log).toHaveBeenCalledWith(AUTHENTICATION_FAILED)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('ignores every message from another origin or another window, signed or not', () => {
    const { onChange, log, keys, from } = hostWithPopup()
    expect(from({ type: 'POPUP_OPENED', publicKey: keys.publicKey }, 'https://elsewhere.example')).toBe('ignored')
    from({ type: 'POPUP_OPENED', publicKey: keys.publicKey })
    const signed = signChange({ period: 'last-7-days' }, 1, keys.secretKey)
    expect(from(signed, 'https://elsewhere.example')).toBe('ignored')
    expect(from(signed, REMOTE, { postMessage() {} })).toBe('ignored')
    expect(onChange).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
  })

  it('forgets the window when it says it closed', () => {
    const { popup, onChange, keys, from } = hostWithPopup()
    from({ type: 'POPUP_OPENED', publicKey: keys.publicKey })
    expect(from({ type: 'POPUP_CLOSED' })).toBe('closed')
    expect(from(signChange({ period: 'last-7-days' }, 1, keys.secretKey))).toBe('ignored')
    vi.advanceTimersByTime(2000)
    expect(popup.postMessage).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('popupFeatures', () => {
  it('sizes the window from the main one and centres it over it', () => {
    expect(popupFeatures({ outerWidth: 1500, outerHeight: 1000, screenX: 100, screenY: 50 })).toBe(
      'popup=yes,width=1200,height=850,left=250,top=125',
    )
    expect(popupFeatures({ outerWidth: 400, outerHeight: 300, screenX: 0, screenY: 0 })).toMatch(/width=480,height=480/)
  })
})
