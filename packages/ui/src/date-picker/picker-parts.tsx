import { css, cx } from '../../styled-system/css'
import { fieldStyles } from '../field/field'
import { useT } from '../provider/ui-provider'
import { formatDay, formatDayTime, HOUR_STEP, MINUTE_STEP, type DayNumbers, type TimeOfDay } from './day-text'

// What the pickers and their still drawings (drawn before the pickers' library loads) share: no Ark, no
// @internationalized/date here.

export const pickerStyles = {
  root: css({ display: 'grid', gap: '1.5', fontFamily: 'body', color: 'text' }),
  control: css({ display: 'flex', gap: '1', alignItems: 'center' }),
  // The two dates of a range wrap onto two lines before either is cut short.
  rangeInputs: css({ display: 'flex', flexWrap: 'wrap', gap: '1', flex: '1', minInlineSize: '0' }),
  rangeInput: css({ flex: '1 0 12ch' }),
  content: css({
    bg: 'surface',
    color: 'text',
    fontFamily: 'body',
    borderRadius: 'lg',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
    padding: '3',
    zIndex: 'popover',
  }),
  viewControl: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBlockEnd: '2' }),
  cell: css({
    inlineSize: '9',
    blockSize: '9',
    display: 'grid',
    placeItems: 'center',
    borderRadius: 'md',
    cursor: 'pointer',
    fontSize: 'sm',
    _hover: { bg: 'neutralBg' },
    '&[data-today]': { fontWeight: '800', textDecoration: 'underline' },
    '&[data-selected], &[data-range-start], &[data-range-end]': { bg: 'link', color: 'onLink' },
    '&[data-in-range]:not([data-selected])': { bg: 'neutralBg' },
    '&[data-outside-range], &[data-unavailable], &[data-disabled]': { opacity: 0.35, cursor: 'not-allowed' },
    '&[data-focus]': { outline: '2px solid {colors.focusRing}', outlineOffset: '1px' },
  }),
  header: css({ fontSize: 'xs', color: 'subtle', fontWeight: '600', paddingBlock: '1' }),
  time: css({ display: 'flex', gap: '1', alignItems: 'center' }),
  select: css({
    font: 'inherit',
    paddingBlock: '1.5',
    paddingInline: '1.5',
    borderRadius: 'md',
    border: '1px solid token(colors.border)',
    bg: 'surface',
    color: 'text',
  }),
}

/** A range's two time selects, side by side, wrapping apart. */
export const rangeTimesClass = cx(pickerStyles.time, css({ flexWrap: 'wrap', gap: '3' }))

const pad = (n: number) => String(n).padStart(2, '0')
const hours = Array.from({ length: 24 / HOUR_STEP }, (_, i) => i * HOUR_STEP)
const minutes = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP)

/** Hour and minute selects: 24 hours, minutes in steps of 5, keyboard-native. */
export function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: TimeOfDay
  onChange: (time: TimeOfDay) => void
}) {
  return (
    <div className={pickerStyles.time} role="group" aria-label={label}>
      <StepSelect
        label={`${label}: hour`}
        steps={hours}
        value={value.hour}
        onChange={(hour) => onChange({ ...value, hour })}
      />
      :
      <StepSelect
        label={`${label}: minute`}
        steps={minutes}
        value={value.minute}
        onChange={(minute) => onChange({ ...value, minute })}
      />
    </div>
  )
}

function StepSelect({
  label,
  steps,
  value,
  onChange,
}: {
  label: string
  steps: number[]
  value: number
  onChange: (value: number) => void
}) {
  return (
    <select
      aria-label={label}
      className={pickerStyles.select}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {steps.map((step) => (
        <option key={step} value={step}>
          {pad(step)}
        </option>
      ))}
    </select>
  )
}

interface RangeDetailsProps {
  label: string
  start: DayNumbers | null
  end: DayNumbers | null
  times: readonly [TimeOfDay, TimeOfDay]
  onTimesChange: (times: [TimeOfDay, TimeOfDay]) => void
  showTimePicker: boolean
  maxDaysSelected?: number | undefined
}

/** Under a range's inputs: a time select at each end, if asked, and the period in words once both days are set. */
export function RangeDetails({
  label,
  start,
  end,
  times,
  onTimesChange,
  showTimePicker,
  maxDaysSelected,
}: RangeDetailsProps) {
  const t = useT()
  return (
    <>
      {showTimePicker && (
        <div className={rangeTimesClass}>
          {([0, 1] as const).map((index) => (
            <TimeSelect
              key={index}
              label={`${label}: ${index === 0 ? t('date.from') : t('date.to')}`}
              value={times[index]}
              onChange={(next) => onTimesChange(index === 0 ? [next, times[1]] : [times[0], next])}
            />
          ))}
        </div>
      )}
      {start && end && (
        <span className={fieldStyles.helper} aria-live="polite">
          {showTimePicker
            ? `${formatDayTime(start, times[0])} – ${formatDayTime(end, times[1])}`
            : `${formatDay(start)} – ${formatDay(end)}`}
          {maxDaysSelected ? ` · ${t('date.tooManyDays', { count: maxDaysSelected })}` : ''}
        </span>
      )}
    </>
  )
}
