// @paydeck/ui/fields: the controls most elements show and the bell's first render does not — text fields, the modal,
// dates and amounts, status pills. The elements' bundle fetches this entry's modules as one chunk, with the first
// element that shows one of them.
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
export { Dialog } from './dialog/dialog'
export type { DialogProps } from './dialog/dialog'
export { Modal, LayerPortal } from './dialog/modal'
export type { ModalProps } from './dialog/modal'
export {
  DEFAULT_LOCALE,
  formatChartLabel,
  formatDate,
  formatLongDate,
  formatBytes,
  formatFee,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  zoneName,
  formatSwift,
  mask,
  parseDayMonthYear,
  startOfDayUtc,
} from './format/format'
export type { MoneyValue } from './format/format'
export { LocalTime } from './format/local-time'
export type { LocalTimeProps } from './format/local-time'
export { ZoneScope, ZoneSwitch } from './format/zone-scope'
export type { ZoneScopeProps, ZoneSwitchProps } from './format/zone-scope'
export { StatusPill } from './status-pill/status-pill'
export type { StatusPillProps } from './status-pill/status-pill'
export { statusTone, openBankingTone, ticketCategoryTone } from './status-pill/status-tone'
export type { StatusTone } from './status-pill/status-tone'
