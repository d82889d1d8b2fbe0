import { useQueryClient } from '@tanstack/react-query'
import { resetReportColumns, saveReportColumns, type ReportColumns, type ReportDefinition } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { ColumnChooser } from '@paydeck/ui'
import { reportKeys } from './report-queries'

export interface ReportColumnsDialogProps {
  report: ReportDefinition
  columns: ReportColumns
  onClose: () => void
  onSaved: (message: string) => void
}

/** The column chooser for a report: its columns named as its definition names them, saved for the user. */
export function ReportColumnsDialog({ report, columns, onClose, onSaved }: ReportColumnsDialogProps) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const stored = (reply: ReportColumns) => queryClient.setQueryData(reportKeys.columns(report.id), reply)
  return (
    <ColumnChooser
      columns={columns}
      open
      onOpenChange={(open) => !open && onClose()}
      onSave={(items) => saveReportColumns(paydeck.http, { reportId: report.id, items }).then(stored)}
      onReset={() => resetReportColumns(paydeck.http, report.id).then(stored)}
      onSaved={onSaved}
      labelOf={(name) => report.columns.find((column) => column.name === name)?.label ?? name}
    />
  )
}
