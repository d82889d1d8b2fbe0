import { useRef, useState } from 'react'
import type { UserKind } from '@paydeck/core'
import { downloadTransactionsCsv, type TransactionQuery } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { Button, csvName, saveFile, useUi, zonedParts } from '@paydeck/ui'
import { useTransactionsT } from '../messages'

/** The user's zone now, as Date#getTimezoneOffset counts it (UTC+3 is -180): what the CSV calls read. */
export function timezoneOffsetOf(timeZone: string, now = new Date()): number {
  const wall = zonedParts(now, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  const minuteNow = Math.floor(now.getTime() / 60_000) * 60_000
  return Math.round((minuteNow - asUtc) / 60_000)
}

/** Bytes as a person reads them (KB, MB), in the user's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}

export interface CsvDownloadProps {
  kind: UserKind
  query: TransactionQuery
  collection?: 'card' | 'apm'
  /** The file's name starts with it (seed 000: a prefix and a timestamp). */
  prefix: string
  onMessage: (message: string) => void
}

/** Every filtered row as a CSV file, with the bytes received so far and a way to stop. */
export function CsvDownload({ kind, query, collection = 'card', prefix, onMessage }: CsvDownloadProps) {
  const t = useTransactionsT()
  const { locale, timeZone } = useUi()
  const paydeck = usePaydeck()
  const [received, setReceived] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  const start = async () => {
    controller.current = new AbortController()
    setReceived(0)
    try {
      const blob = await downloadTransactionsCsv(
        paydeck.http,
        kind,
        query,
        { timezoneOffset: timezoneOffsetOf(timeZone), onProgress: setReceived, signal: controller.current.signal },
        collection,
      )
      const name = csvName(prefix)
      saveFile(blob, name)
      onMessage(t('downloaded', { name }))
    } catch (error) {
      if ((error as Error).name !== 'AbortError') onMessage(t('downloadFailed', { error: (error as Error).message }))
    } finally {
      setReceived(null)
      controller.current = null
    }
  }

  if (received === null)
    return (
      <Button variant="secondary" size="sm" onClick={() => void start()}>
        {t('download')}
      </Button>
    )
  return (
    <>
      <span role="status" aria-live="polite">
        {t('downloading', { size: formatBytes(received, locale) })}
      </span>
      <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()}>
        {t('downloadCancel')}
      </Button>
    </>
  )
}
