import { useMutation } from '@tanstack/react-query'
import { chooseReportColumns, type ReportColumn } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { ColumnChooser, type ColumnChooserProps } from '@paydeck/ui'

export type LookupColumnChooserProps = Omit<ColumnChooserProps<ReportColumn>, 'choose'> & {
  /** The report whose columns the lookup shows ('transactions', 'apm-transactions'). */
  reportId: string
}

/** The lookup's columns, saved for the user by the report columns calls (or reset), and kept in its cache. */
export function LookupColumnChooser({ reportId, ...props }: LookupColumnChooserProps) {
  const paydeck = usePaydeck()
  const choose = useMutation({
    mutationFn: (items: ReportColumn[] | null) => chooseReportColumns(paydeck, reportId, items),
  })
  return <ColumnChooser {...props} choose={choose} />
}
