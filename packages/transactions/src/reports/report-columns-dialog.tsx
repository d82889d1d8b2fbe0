import type { ReportColumns, ReportDefinition } from '@paydeck/core/reports'
import { ColumnChooser } from '../lookup/column-chooser'

export interface ReportColumnsDialogProps {
  report: ReportDefinition
  columns: ReportColumns
  onClose: () => void
  onSaved: (message: string) => void
}

/** The column chooser for a report: its columns named as its definition names them. */
export function ReportColumnsDialog({ report, columns, onClose, onSaved }: ReportColumnsDialogProps) {
  return (
    <ColumnChooser
      reportId={report.id}
      columns={columns}
      open
      onOpenChange={(open) => !open && onClose()}
      onSaved={onSaved}
      labelOf={(name) => report.columns.find((column) => column.name === name)?.label ?? name}
    />
  )
}
