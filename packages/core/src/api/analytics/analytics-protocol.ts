import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/curves/utils.js'
import * as z from 'zod/mini'
import { analyticsPeriods, analyticsSchema, type Analytics } from './analytics.schema'

// Seed 002's postMessage protocol between the portal (the host) and the data-analytics window (the remote):
// the remote announces itself with POPUP_OPENED and its public key, the host sends DATA a second later and after
// every change, the remote says POPUP_CLOSED. Any other message is a report change, taken only when its token is
// the remote's secp256k1 signature of it, and only from the window the host opened, on the remote's origin.

export const ANALYTICS_SEND_DELAY_MS = 1000
export const ANALYTICS_WINDOW_TITLE = 'Data Analytics'
/** What a refused message logs (seed 002 section 8). */
export const AUTHENTICATION_FAILED = 'AUTHENTICATION FAILED'

const hex = (length: number) => z.string().check(z.regex(new RegExp(`^[0-9a-f]{${length}}$`)))

export const popupOpenedSchema = z.object({ type: z.literal('POPUP_OPENED'), publicKey: hex(66) })
export const popupClosedSchema = z.object({ type: z.literal('POPUP_CLOSED') })
export const reportChangeSchema = z.object({ period: z.enum(analyticsPeriods) })
export type ReportChange = z.infer<typeof reportChangeSchema>
/** A change as the remote sends it: a counter that only grows (no replay) and the signature of both. */
export const signedChangeSchema = z.object({
  type: z.literal('REPORT_CHANGE'),
  change: reportChangeSchema,
  nonce: z.int().check(z.positive()),
  token: hex(128),
})
export type SignedChange = z.infer<typeof signedChangeSchema>
export const dataMessageSchema = z.object({ type: z.literal('DATA'), data: analyticsSchema })

/** The bytes a change's token signs: the counter and the change, in a fixed order. */
const signedBytes = (change: ReportChange, nonce: number) =>
  new TextEncoder().encode(JSON.stringify(['paydeck-analytics-change', nonce, change.period]))

/** A key pair for one analytics window; the secret never leaves it. */
export function analyticsKeys() {
  const { secretKey, publicKey } = secp256k1.keygen()
  return { secretKey, publicKey: bytesToHex(publicKey) }
}

export function signChange(change: ReportChange, nonce: number, secretKey: Uint8Array): SignedChange {
  const token = bytesToHex(secp256k1.sign(signedBytes(change, nonce), secretKey))
  return { type: 'REPORT_CHANGE', change, nonce, token }
}

export function verifyChange(message: SignedChange, publicKey: string): boolean {
  try {
    return secp256k1.verify(
      hexToBytes(message.token),
      signedBytes(message.change, message.nonce),
      hexToBytes(publicKey),
    )
  } catch {
    return false
  }
}

/** The window's features: most of the main window, centred over it (seed 002: sized from the main window). */
export function popupFeatures(main: Pick<Window, 'outerWidth' | 'outerHeight' | 'screenX' | 'screenY'>): string {
  const width = Math.max(480, Math.round(main.outerWidth * 0.8))
  const height = Math.max(480, Math.round(main.outerHeight * 0.85))
  const left = Math.round(main.screenX + (main.outerWidth - width) / 2)
  const top = Math.round(main.screenY + (main.outerHeight - height) / 2)
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

export interface AnalyticsHostOptions {
  /** The remote page's origin: messages from any other are ignored, and DATA goes only there. */
  remoteOrigin: string
  onOpened?: () => void
  onClosed?: () => void
  onChange: (change: ReportChange) => void
  log?: (message: string) => void
  delayMs?: number
}

export type Received = 'ignored' | 'opened' | 'closed' | 'change' | 'refused'

/** The host's side of the protocol, for one analytics window at a time. */
export function analyticsHost(options: AnalyticsHostOptions) {
  const log = options.log ?? ((message: string) => console.warn(message))
  let popup: Window | null = null
  let publicKey: string | null = null
  let lastNonce = 0
  let ready = false
  let latest: Analytics | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const post = () => {
    if (popup && !popup.closed && ready && latest)
      popup.postMessage({ type: 'DATA', data: latest }, options.remoteOrigin)
  }
  const reset = () => {
    clearTimeout(timer)
    publicKey = null
    lastNonce = 0
    ready = false
  }

  return {
    /** The window the host just opened: only its messages count. */
    attach(window: Window | null) {
      reset()
      popup = window
    },
    /** The figures to show; sent at once if the window is ready, else when it is. */
    update(data: Analytics) {
      latest = data
      post()
    },
    receive(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>): Received {
      if (!popup || event.source !== popup || event.origin !== options.remoteOrigin) return 'ignored'
      const opened = popupOpenedSchema.safeParse(event.data)
      if (opened.success) {
        reset()
        publicKey = opened.data.publicKey
        timer = setTimeout(() => {
          ready = true
          post()
        }, options.delayMs ?? ANALYTICS_SEND_DELAY_MS)
        options.onOpened?.()
        return 'opened'
      }
      if (popupClosedSchema.safeParse(event.data).success) {
        reset()
        popup = null
        options.onClosed?.()
        return 'closed'
      }
      const change = signedChangeSchema.safeParse(event.data)
      if (!change.success || !publicKey || change.data.nonce <= lastNonce || !verifyChange(change.data, publicKey)) {
        log(AUTHENTICATION_FAILED)
        return 'refused'
      }
      lastNonce = change.data.nonce
      options.onChange(change.data.change)
      return 'change'
    },
    close() {
      reset()
      popup = null
    },
  }
}
export type AnalyticsHost = ReturnType<typeof analyticsHost>
