import { useMutation } from '@tanstack/react-query'
import {
  chooseReportColumns,
  type ReportColumn,
  type ReportColumns,
  type ReportDefinition,
} from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { ColumnChooser } from '@paydeck/ui'

export interface ReportColumnsDialogProps {
  report: ReportDefinition
  columns: ReportColumns
  onClose: () => void
  onSaved: (message: string) => void
}

/** The column chooser for a report: its columns named as its definition names them, saved for the user. */
export function ReportColumnsDialog({ report, columns, onClose, onSaved }: ReportColumnsDialogProps) {
  const paydeck = usePaydeck()
  const choose = useMutation({
    mutationFn: (items: ReportColumn[] | null) => chooseReportColumns(paydeck, report.id, items),
  })
  return (
    <ColumnChooser
      columns={columns}
      open
      onOpenChange={(open) => !open && onClose()}
      choose={choose}
      onSaved={onSaved}
      labelOf={(name) => report.columns.find((column) => column.name === name)?.label ?? name}
    />
  )
}
