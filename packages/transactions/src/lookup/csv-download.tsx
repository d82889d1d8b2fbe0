import type { UserKind } from '@paydeck/core'
import { downloadTransactionsCsv, type TransactionQuery } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { csvName, StreamedDownload, useUi } from '@paydeck/ui'
import { useTransactionsT } from '../messages'

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
        downloadTransactionsCsv(paydeck.http, kind, query, { timeZone, ...progress }, collection)
      }
    />
  )
}
