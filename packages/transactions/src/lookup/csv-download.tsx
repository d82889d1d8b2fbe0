import type { UserKind } from '@paydeck/core'
import { downloadTransactionsCsv, type TransactionQuery } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { csvName, useUi, zonedParts } from '@paydeck/ui'
import { useTransactionsT } from '../messages'
import { StreamedDownload } from '../shared/streamed-download'

/** The user's zone now, as Date#getTimezoneOffset counts it (UTC+3 is -180): what the CSV calls read. */
export function timezoneOffsetOf(timeZone: string, now = new Date()): number {
  const wall = zonedParts(now, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  const minuteNow = Math.floor(now.getTime() / 60_000) * 60_000
  return Math.round((minuteNow - asUtc) / 60_000)
}

export interface CsvDownloadProps {
  kind: UserKind
  query: TransactionQuery
  collection?: 'card' | 'apm'
  /** The file's name starts with it (seed 000: a prefix and a timestamp). */
  prefix: string
  onMessage: (message: string) => void
}

/** Every filtered transaction as a CSV file, with the bytes received so far and a way to stop. */
export function CsvDownload({ kind, query, collection = 'card', prefix, onMessage }: CsvDownloadProps) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  const paydeck = usePaydeck()
  return (
    <StreamedDownload
      label={t('download')}
      fileName={() => csvName(prefix)}
      onMessage={onMessage}
      fetchFile={(progress) =>
        downloadTransactionsCsv(
          paydeck.http,
          kind,
          query,
          { timezoneOffset: timezoneOffsetOf(timeZone), ...progress },
          collection,
        )
      }
    />
  )
}
