export {
  applyTheme,
  defaultTheme,
  isHexColor,
  luminance,
  LUMINANCE_THRESHOLD,
  textOn,
  themeVariables,
} from './theme/theme'
export type { ThemeColors, ThemeVariables } from './theme/theme'
export { styleVariables } from './theme/style-variables'
export type { StyleVariable } from './theme/style-variables'
export {
  catalogueFor,
  catalogues,
  createTranslator,
  directionOf,
  interpolate,
  localeOf,
  locales,
} from './i18n/translator'
export type { Locale, MessageParams, Translate } from './i18n/translator'
export { en as englishMessages } from './i18n/messages.en'
export type { MessageKey, Messages } from './i18n/messages.en'
export {
  DEFAULT_LOCALE,
  formatChartLabel,
  formatDate,
  formatFee,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  zoneName,
  formatSwift,
  fromMinorUnits,
  mask,
  parseDayMonthYear,
  startOfDayUtc,
} from './format/format'
export { LocalTime } from './format/local-time'
export type { LocalTimeProps } from './format/local-time'
export { ZoneScope, ZoneSwitch } from './format/zone-scope'
export type { ZoneScopeProps, ZoneSwitchProps } from './format/zone-scope'
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

export { UiProvider, useUi, useT, defineMessages } from './provider/ui-provider'
export type { TextOverrides, UiProviderProps, UiSettings } from './provider/ui-provider'
export { Icon } from './icons/icons'
export type { IconName } from './icons/icons'
export { Button, IconButton, buttonRecipe } from './button/button'
export { CopyButton } from './button/copy-button'
export type { ButtonProps, IconButtonProps } from './button/button'
export { ActionMenu } from './menu/action-menu'
export type { ActionMenuProps, MenuAction } from './menu/action-menu'
export { useNarrow } from './menu/use-narrow'
export { isPlainClick } from './link/plain-click'
export { ChecklistSelect } from './menu/checklist-select'
export type { ChecklistOption, ChecklistSelectProps } from './menu/checklist-select'
export { Dialog } from './dialog/dialog'
export { Modal, LayerPortal } from './dialog/modal'
export type { ModalProps } from './dialog/modal'
export type { DialogProps } from './dialog/dialog'
export { StatusPill } from './status-pill/status-pill'
export type { StatusPillProps } from './status-pill/status-pill'
export { statusTone, openBankingTone, ticketCategoryTone } from './status-pill/status-tone'
export type { StatusTone } from './status-pill/status-tone'
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
export { defineElement } from './element/define-element'
export type {
  AttributeType,
  ElementHost,
  ElementOptions,
  PaydeckElementClass,
  PaydeckElementInstance,
} from './element/define-element'
export { elementTags, eventVerbs, isEventName, lifecycleEvents, tagFor } from './element/element-tags'
export type { ElementTag } from './element/element-tags'
export { adoptStyles } from './element/adopt-styles'
export { elementParts } from './theme/element-parts'
export type { ElementPart } from './theme/element-parts'
export { adminStyles, ConfirmDelete, EditDeleteButtons, QueryState } from './admin/admin-parts'
export type { QueryLike } from './admin/admin-parts'
export { FormDialog, OpenButton } from './admin/form-dialog'
export { PagedResults, SearchField } from './admin/paged-results'
export { Heading, Screen, ScreenHeader, ScreenHeadingLevel } from './screen/screen'
export type { HeadingProps, ScreenHeaderProps, ScreenProps } from './screen/screen'
export { PermissionMatrix } from './permissions/permission-matrix'
export type { MatrixPermission, PermissionMatrixProps } from './permissions/permission-matrix'
export { ScaDialog } from './sca/sca-dialog'
export type { ScaDialogProps } from './sca/sca-dialog'
export { PipelineStages } from './pipeline/pipeline-stages'
export type { PipelineStagesProps } from './pipeline/pipeline-stages'
export { pipelineMarkers } from './pipeline/pipeline-display'
export type { MarkerTone, PipelinePosition } from './pipeline/pipeline-display'
export { CheckboxGroup } from './checkbox-group/checkbox-group'
export type { CheckboxGroupProps } from './checkbox-group/checkbox-group'
export { Field, fieldStyles } from './field/field'
export type { FieldProps } from './field/field'
export {
  CardNumberInput,
  DecimalInput,
  DigitInput,
  NativeSelect,
  NumberInput,
  PercentageInput,
  TextArea,
  TextInput,
} from './inputs/inputs'
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
