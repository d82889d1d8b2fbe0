import { lazy } from 'react'
import type { DatePickerProps, DateRangePickerProps, DateTimePickerProps } from '../date-picker/date-picker'
import type { SelectProps } from '../select/select'
import { StillDatePicker, StillDateRangePicker, StillDateTimePicker, StillSelect } from './still-controls'
import { WhenReached } from './when-reached'

// The filter form's pickers and select, their libraries loaded when the user reaches one (docs/decisions.md, issue
// 38): a report's first screen is drawn without Ark's date picker and combobox and the date library.

const pickers = () => import('../date-picker/date-picker')
const LazyDatePicker = /* @__PURE__ */ lazy(() => pickers().then((module) => ({ default: module.DatePicker })))
const LazyDateTimePicker = /* @__PURE__ */ lazy(() => pickers().then((module) => ({ default: module.DateTimePicker })))
const LazyDateRangePicker = /* @__PURE__ */ lazy(() =>
  pickers().then((module) => ({ default: module.DateRangePicker })),
)
const LazySelect = /* @__PURE__ */ lazy(() => import('../select/select').then((module) => ({ default: module.Select })))

export function ReachedDatePicker(props: DatePickerProps) {
  return (
    <WhenReached still={<StillDatePicker {...props} />}>
      <LazyDatePicker {...props} />
    </WhenReached>
  )
}

export function ReachedDateTimePicker(props: DateTimePickerProps) {
  return (
    <WhenReached still={<StillDateTimePicker {...props} />}>
      <LazyDateTimePicker {...props} />
    </WhenReached>
  )
}

export function ReachedDateRangePicker(props: DateRangePickerProps) {
  return (
    <WhenReached still={<StillDateRangePicker {...props} />}>
      <LazyDateRangePicker {...props} />
    </WhenReached>
  )
}

export function ReachedSelect(props: SelectProps) {
  return (
    <WhenReached still={<StillSelect {...props} />}>
      <LazySelect {...props} />
    </WhenReached>
  )
}
