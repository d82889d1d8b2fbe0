import { useQueryClient } from '@tanstack/react-query'
import { resetReportColumns, saveReportColumns, type ReportColumn, type ReportColumns } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { ColumnChooser, type ColumnChooserProps } from '@paydeck/ui'
import { transactionKeys } from '../shared/transaction-queries'

export type LookupColumnChooserProps = Omit<ColumnChooserProps<ReportColumn>, 'onSave' | 'onReset'> & {
  /** The report whose columns the lookup shows ('transactions', 'apm-transactions'). */
  reportId: string
}

/** The lookup's columns, saved for the user by the report columns calls (or reset), and kept in its cache. */
export function LookupColumnChooser({ reportId, ...props }: LookupColumnChooserProps) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const stored = (reply: ReportColumns) => queryClient.setQueryData(transactionKeys.columns(reportId), reply)
  return (
    <ColumnChooser
      {...props}
      onSave={(items) => saveReportColumns(paydeck.http, { reportId, items }).then(stored)}
      onReset={() => resetReportColumns(paydeck.http, reportId).then(stored)}
    />
  )
}
