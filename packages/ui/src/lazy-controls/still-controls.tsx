import { useId, type ReactNode } from 'react'
import { useLocaleContext } from '@ark-ui/react/locale'
import { cx } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import type { DatePickerProps, DateRangePickerProps, DateTimePickerProps } from '../date-picker/date-picker'
import { formatDay, utcDayOf, zonedDayTime, type TimeOfDay } from '../date-picker/day-text'
import { pickerStyles, RangeDetails, TimeSelect } from '../date-picker/picker-parts'
import { fieldStyles } from '../field/field'
import { Icon } from '../icons/icons'
import { useT, useUi } from '../provider/ui-provider'
import type { SelectProps } from '../select/select'
import { selectStyles } from '../select/select-styles'

// The pickers and the select as they look before their library (Ark's date picker and combobox, the date library)
// has loaded: the same boxes, words and values, read-only. The user reaching one loads the real one in its place
// (WhenReached); nothing here changes a value.

const ignore = () => {}

function Label({ label, required, htmlFor }: { label: string; required?: boolean | undefined; htmlFor?: string }) {
  return (
    <label className={fieldStyles.label} htmlFor={htmlFor}>
      {label}
      {required && (
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  )
}

function ErrorText({ error }: { error?: string | null | undefined }) {
  return error ? (
    <span className={fieldStyles.error} role="alert">
      {error}
    </span>
  ) : null
}

interface FrameProps {
  label: string
  required?: boolean | undefined
  error?: string | null | undefined
  inputId?: string
  inputs: ReactNode
  after?: ReactNode
}

function PickerFrame({ label, required, error, inputId, inputs, after }: FrameProps) {
  const t = useT()
  // The direction Ark gives its controls (its locale context's), so nothing moves when the real one arrives.
  const { dir } = useLocaleContext()
  return (
    <div className={pickerStyles.root} dir={dir} data-still="">
      <Label label={label} required={required} htmlFor={inputId} />
      <div className={pickerStyles.control}>
        {inputs}
        <button
          type="button"
          className={buttonRecipe({ variant: 'secondary', size: 'sm' })}
          aria-label={`${label}: ${t('date.open')}`}
        >
          <Icon name="calendar" />
        </button>
      </div>
      {after}
      <ErrorText error={error} />
    </div>
  )
}

function DayInput({ text, id, className, label }: { text: string; id?: string; className?: string; label?: string }) {
  const t = useT()
  return (
    <input
      id={id}
      className={className ?? fieldStyles.input}
      value={text}
      placeholder={t('date.placeholder')}
      aria-label={label}
      readOnly
      autoComplete="off"
      spellCheck={false}
    />
  )
}

export function StillDatePicker({ label, value, error, required }: DatePickerProps) {
  return (
    <StillDayPicker label={label} required={required} error={error} text={value ? formatDay(utcDayOf(value)) : ''} />
  )
}

export function StillDateTimePicker({ label, value, error, required }: DateTimePickerProps) {
  const { timeZone, t } = useUi()
  const current = value ? zonedDayTime(value, timeZone) : null
  return (
    <StillDayPicker
      label={label}
      required={required}
      error={error}
      text={current ? formatDay(current.day) : ''}
      after={<TimeSelect label={`${label}: ${t('date.time')}`} value={current?.time ?? startOfDay} onChange={ignore} />}
    />
  )
}

/** A picker of one day: its label names its one input. */
function StillDayPicker({ text, ...frame }: Omit<FrameProps, 'inputs' | 'inputId'> & { text: string }) {
  const id = useId()
  return <PickerFrame {...frame} inputId={id} inputs={<DayInput id={id} text={text} />} />
}

const startOfDay: TimeOfDay = { hour: 0, minute: 0 }
const endOfDay: TimeOfDay = { hour: 23, minute: 55 }

export function StillDateRangePicker({
  label,
  value,
  maxDaysSelected,
  error,
  required,
  showTimePicker = true,
}: DateRangePickerProps) {
  const { timeZone, t } = useUi()
  const start = value.start ? zonedDayTime(value.start, timeZone) : null
  const end = value.end ? zonedDayTime(value.end, timeZone) : null
  const ends = [start, end] as const
  return (
    <PickerFrame
      label={label}
      required={required}
      error={error}
      inputs={
        <div className={pickerStyles.rangeInputs}>
          {([0, 1] as const).map((index) => (
            <DayInput
              key={index}
              className={cx(fieldStyles.input, pickerStyles.rangeInput)}
              label={`${label}: ${index === 0 ? t('date.from') : t('date.to')}`}
              text={ends[index] ? formatDay(ends[index].day) : ''}
            />
          ))}
        </div>
      }
      after={
        <RangeDetails
          label={label}
          start={start?.day ?? null}
          end={end?.day ?? null}
          times={[start?.time ?? startOfDay, end?.time ?? endOfDay]}
          onTimesChange={ignore}
          showTimePicker={showTimePicker}
          maxDaysSelected={maxDaysSelected}
        />
      }
    />
  )
}

export function StillSelect(props: SelectProps) {
  const { label, options, placeholder, error, required, disabled, loading } = props
  const t = useT()
  const id = useId()
  const value = props.multiple ? props.value : props.value ? [props.value] : []
  const labels = value.map((v) => options.find((option) => option.value === v)?.label ?? v)
  const { dir } = useLocaleContext()
  return (
    <div className={selectStyles.root} dir={dir} data-still="">
      <Label label={label} required={required} htmlFor={id} />
      {props.multiple && labels.length > 0 && (
        <div className={selectStyles.chips} aria-live="polite">
          {labels.map((text) => (
            <span key={text} className={selectStyles.chip}>
              {text}
            </span>
          ))}
        </div>
      )}
      <div className={selectStyles.control}>
        <input
          id={id}
          role="combobox"
          // The list it will control, once the combobox has loaded (closed until then).
          aria-controls={`${id}-list`}
          aria-expanded="false"
          aria-autocomplete="list"
          className={cx(fieldStyles.input, selectStyles.input)}
          placeholder={placeholder ?? (props.multiple ? t('select.placeholderMultiple') : t('select.placeholder'))}
          value={props.multiple ? '' : (labels[0] ?? '')}
          aria-busy={loading || undefined}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          readOnly
          autoComplete="off"
        />
        <div className={selectStyles.actions}>
          {!props.multiple && value.length > 0 && !disabled && (
            <button
              type="button"
              className={buttonRecipe({ variant: 'ghost', size: 'sm' })}
              aria-label={t('select.clear')}
            >
              <Icon name="close" size={16} />
            </button>
          )}
          <button
            type="button"
            className={buttonRecipe({ variant: 'ghost', size: 'sm' })}
            aria-label={label}
            disabled={disabled}
          >
            <Icon name="chevronDown" size={16} />
          </button>
        </div>
      </div>
      <ErrorText error={error} />
    </div>
  )
}
