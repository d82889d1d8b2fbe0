export * from './element-kit'
export * from './fields'
export { en as englishMessages } from './i18n/messages.en'
export type { MessageKey, Messages } from './i18n/messages.en'
export {
  acceptsDigitKey,
  checkDigitValue,
  isDecimalText,
  isPercentageText,
  maskCardNumber,
  nextDecimalValue,
  normalizeDecimalKey,
  pasteDecimal,
  sanitizeDigits,
} from './inputs/input-rules'
export { uploadProblem } from './upload/upload-rules'
export { csvName, saveFile } from './file/save-file'
export type { UploadCheck } from './upload/upload-rules'

export { ActionMenu } from './menu/action-menu'
export type { ActionMenuProps, MenuAction } from './menu/action-menu'
export { useNarrow } from './menu/use-narrow'
export { isPlainClick } from './link/plain-click'
export { ChecklistSelect } from './menu/checklist-select'
export type { ChecklistOption, ChecklistSelectProps } from './menu/checklist-select'
export { Tooltip, TOOLTIP_CLOSE_DELAY, TOOLTIP_OFFSET } from './tooltip/tooltip'
export type { TooltipProps } from './tooltip/tooltip'
export {
  AlertsProvider,
  createAlerts,
  useAlerts,
  ALERT_DURATION_MS,
  ERROR_SNACKBAR_MS,
  severities,
} from './toast/alerts'
export type { AlertOptions, Alerts, Severity } from './toast/alerts'
export { elementTags, eventVerbs, isEventName, lifecycleEvents, tagFor } from './element/element-tags'
export type { ElementTag } from './element/element-tags'
export { adminStyles, ConfirmDelete, EditDeleteButtons, mayRetry, QueryState } from './admin/admin-parts'
export type { QueryLike } from './admin/admin-parts'
export { FormDialog, OpenButton } from './admin/form-dialog'
export { PagedResults, SearchField } from './admin/paged-results'
export { Heading, Screen, ScreenHeader, ScreenHeadingLevel } from './screen/screen'
export type { HeadingProps, ScreenHeaderProps, ScreenProps } from './screen/screen'
export { ColumnChooser } from './table-tools/column-chooser'
export type { ChosenColumn, ColumnChooserProps } from './table-tools/column-chooser'
export { StreamedDownload } from './table-tools/streamed-download'
export type { StreamedDownloadProps } from './table-tools/streamed-download'
export { useSelectionColumn } from './table-tools/selection-column'
export { batchStyles } from './table-tools/batch-styles'
export { useTableToolsT } from './table-tools/table-tools-messages'
export { PermissionMatrix } from './permissions/permission-matrix'
export type { MatrixPermission, PermissionMatrixProps } from './permissions/permission-matrix'
export { ScaDialog } from './sca/sca-dialog'
export { CodeStep } from './sca/code-step'
export type { CodeStepRequest } from './sca/code-step'
export type { ScaDialogProps } from './sca/sca-dialog'
export { PipelineStages } from './pipeline/pipeline-stages'
export type { PipelineStagesProps } from './pipeline/pipeline-stages'
export { pipelineMarkers } from './pipeline/pipeline-display'
export type { MarkerTone, PipelinePosition } from './pipeline/pipeline-display'
export { CheckboxGroup } from './checkbox-group/checkbox-group'
export type { CheckboxGroupProps } from './checkbox-group/checkbox-group'
export { RejectDialog } from './reject-dialog/reject-dialog'
export type { RejectDialogProps, RejectResult } from './reject-dialog/reject-dialog'
export { Pagination } from './pagination/pagination'
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './pagination/page-sizes'
export type { PaginationProps } from './pagination/pagination'
export { Select, SELECT_MAX_HEIGHT } from './select/select'
export type { SelectOption, SelectProps } from './select/select'
export { Drawer } from './drawer/drawer'
export type { DrawerProps } from './drawer/drawer'
export { clampDrawerWidth, DRAWER_WIDTH_KEY } from './drawer/drawer-width'
export { DatePicker, DateRangePicker, DateTimePicker } from './date-picker/date-picker'
export type { DatePickerProps, DateRange, DateRangePickerProps, DateTimePickerProps } from './date-picker/date-picker'
export { HOUR_STEP, MINUTE_STEP } from './date-picker/date-values'
export { FileUpload } from './file-upload/file-upload'
export type { FileUploadProps } from './file-upload/file-upload'
export { createUploadQueue, UPLOAD_ERROR_CLEAR_MS } from './file-upload/upload-queue'
export type { QueuedFile, UploadFn, UploadQueue, UploadStatus } from './file-upload/upload-queue'
export { DataTable, VIRTUALIZE_FROM_ROWS } from './data-table/data-table'
export type { DataTableProps } from './data-table/data-table'
export type { ColumnDef } from '@tanstack/react-table'
export { PagedTable } from './data-table/paged-table'
export type { PagedColumn, PagedSorting, PagedTableProps } from './data-table/paged-table'
export { Tabs } from './tabs/tabs'
export type { TabItem, TabsProps } from './tabs/tabs'
export { FilterForm } from './form-builder/filter-form'
export type { FilterFormProps } from './form-builder/filter-form'
export { emptyFilterValues, fieldSchema, filterSchema } from './form-builder/field-definition'
export type { FilterFieldDefinition, FilterValues } from './form-builder/field-definition'
export { formatChartTime } from './charts/chart-time'
export { TimeSeriesChart } from './charts/time-series-chart'
export type { ChartLine, TimeSeriesChartProps } from './charts/time-series-chart'
