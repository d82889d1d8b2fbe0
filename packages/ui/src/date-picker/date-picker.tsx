import { useState, type ReactNode } from 'react'
import { DatePicker as ArkDatePicker, type DateValue } from '@ark-ui/react/date-picker'
import { LayerPortal } from '../dialog/modal'
import { css, cx } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import { fieldStyles } from '../field/field'
import { Icon } from '../icons/icons'
import { localeOf, type Locale } from '../i18n/translator'
import { useT, useUi } from '../provider/ui-provider'
import { beyondMaxDays, dateToDayTime, dayTimeToDate, dayToUtcStart, parseDay, utcStartToDay } from './date-values'
import { formatDay, type TimeOfDay } from './day-text'
import { pickerStyles as styles, RangeDetails, TimeSelect } from './picker-parts'

/** The calendar popover every picker shares. */
function Calendar() {
  return (
    <LayerPortal>
      <ArkDatePicker.Positioner>
        <ArkDatePicker.Content className={styles.content}>
          <ArkDatePicker.View view="day">
            <ArkDatePicker.Context>
              {(picker) => (
                <>
                  <ArkDatePicker.ViewControl className={styles.viewControl}>
                    <ArkDatePicker.PrevTrigger className={buttonRecipe({ variant: 'ghost', size: 'sm' })}>
                      <Icon name="chevronLeft" />
                    </ArkDatePicker.PrevTrigger>
                    <ArkDatePicker.RangeText className={css({ fontWeight: '700' })} />
                    <ArkDatePicker.NextTrigger className={buttonRecipe({ variant: 'ghost', size: 'sm' })}>
                      <Icon name="chevronRight" />
                    </ArkDatePicker.NextTrigger>
                  </ArkDatePicker.ViewControl>
                  <ArkDatePicker.Table>
                    <ArkDatePicker.TableHead>
                      <ArkDatePicker.TableRow>
                        {picker.weekDays.map((weekDay, index) => (
                          <ArkDatePicker.TableHeader key={index} className={styles.header}>
                            {weekDay.narrow}
                          </ArkDatePicker.TableHeader>
                        ))}
                      </ArkDatePicker.TableRow>
                    </ArkDatePicker.TableHead>
                    <ArkDatePicker.TableBody>
                      {picker.weeks.map((week, row) => (
                        <ArkDatePicker.TableRow key={row}>
                          {week.map((day, cell) => (
                            <ArkDatePicker.TableCell key={cell} value={day}>
                              <ArkDatePicker.TableCellTrigger className={styles.cell}>
                                {day.day}
                              </ArkDatePicker.TableCellTrigger>
                            </ArkDatePicker.TableCell>
                          ))}
                        </ArkDatePicker.TableRow>
                      ))}
                    </ArkDatePicker.TableBody>
                  </ArkDatePicker.Table>
                </>
              )}
            </ArkDatePicker.Context>
          </ArkDatePicker.View>
        </ArkDatePicker.Content>
      </ArkDatePicker.Positioner>
    </LayerPortal>
  )
}

interface PickerFrameProps {
  label: string
  error?: string | null
  required?: boolean
  inputs: ReactNode
  after?: ReactNode
}

function PickerFrame({ label, error, required, inputs, after }: PickerFrameProps) {
  const t = useT()
  return (
    <>
      <ArkDatePicker.Label className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </ArkDatePicker.Label>
      <ArkDatePicker.Control className={styles.control}>
        {inputs}
        <ArkDatePicker.Trigger
          className={buttonRecipe({ variant: 'secondary', size: 'sm' })}
          aria-label={`${label}: ${t('date.open')}`}
        >
          <Icon name="calendar" />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      {after}
      {error && (
        <span className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
      <Calendar />
    </>
  )
}

/** The calendar's month and day names per locale; Arabic with Latin digits, as the typed DD/MM/YYYY is. */
const calendarLocales: Record<Locale, string> = { en: 'en-GB', tr: 'tr-TR', ar: 'ar-u-nu-latn' }

/** What every picker's root shares: locale, zone, Monday first, and DD/MM/YYYY typing. */
const rootProps = (locale: string, timeZone: string, t: ReturnType<typeof useUi>['t']) => ({
  locale: calendarLocales[localeOf(locale)],
  timeZone,
  startOfWeek: 1,
  className: styles.root,
  format: (date: DateValue) => formatDay(date),
  parse: (text: string) => parseDay(text),
  placeholder: t('date.placeholder'),
})

export interface DatePickerProps {
  label: string
  /** The start of the picked day in UTC (seed 001: without a time the output is normalised so). */
  value: Date | null
  onValueChange: (value: Date | null) => void
  error?: string | null
  required?: boolean
}

/** One day, typed as DD/MM/YYYY or picked from the calendar. */
export function DatePicker({ label, value, onValueChange, error, required }: DatePickerProps) {
  const { locale, timeZone, t } = useUi()
  return (
    <ArkDatePicker.Root
      {...rootProps(locale, timeZone, t)}
      value={value ? [utcStartToDay(value)] : []}
      onValueChange={(details) => onValueChange(details.value[0] ? dayToUtcStart(details.value[0]) : null)}
    >
      <PickerFrame
        label={label}
        error={error}
        required={required}
        inputs={<ArkDatePicker.Input className={fieldStyles.input} />}
      />
    </ArkDatePicker.Root>
  )
}

export interface DateTimePickerProps extends Omit<DatePickerProps, 'value' | 'onValueChange'> {
  /** An instant: the picked day and time in the user's time zone. */
  value: Date | null
  onValueChange: (value: Date | null) => void
}

/** A day and a time (24 hours, minutes in steps of 5) in the user's time zone. */
export function DateTimePicker({ label, value, onValueChange, error, required }: DateTimePickerProps) {
  const { locale, timeZone, t } = useUi()
  const current = value ? dateToDayTime(value, timeZone) : null
  const [time, setTime] = useState<TimeOfDay>(current?.time ?? { hour: 0, minute: 0 })
  const emit = (day: DateValue | undefined, at: TimeOfDay) =>
    onValueChange(day ? dayTimeToDate(day, at, timeZone) : null)
  return (
    <ArkDatePicker.Root
      {...rootProps(locale, timeZone, t)}
      value={current ? [current.day] : []}
      onValueChange={(details) => emit(details.value[0], time)}
    >
      <PickerFrame
        label={label}
        error={error}
        required={required}
        inputs={<ArkDatePicker.Input className={fieldStyles.input} />}
        after={
          <TimeSelect
            label={`${label}: ${t('date.time')}`}
            value={time}
            onChange={(next) => {
              setTime(next)
              if (current) emit(current.day, next)
            }}
          />
        }
      />
    </ArkDatePicker.Root>
  )
}

export interface DateRange {
  start: Date | null
  end: Date | null
}

export interface DateRangePickerProps {
  label: string
  value: DateRange
  onValueChange: (value: DateRange) => void
  /** The longest range a user may pick, in days (the report field's maxDaysSelected). */
  maxDaysSelected?: number
  error?: string | null
  required?: boolean
  /** A time at each end (the report field's showTimePicker); without it the range runs from 00:00 to 23:55. */
  showTimePicker?: boolean
}

/** A range of days, with a 24-hour time at each end if asked, shown as DD-MM-YYYY HH:mm. */
export function DateRangePicker({
  label,
  value,
  onValueChange,
  maxDaysSelected,
  error,
  required,
  showTimePicker = true,
}: DateRangePickerProps) {
  const { locale, timeZone, t } = useUi()
  const start = value.start ? dateToDayTime(value.start, timeZone) : null
  const end = value.end ? dateToDayTime(value.end, timeZone) : null
  const [times, setTimes] = useState<[TimeOfDay, TimeOfDay]>([
    start?.time ?? { hour: 0, minute: 0 },
    end?.time ?? { hour: 23, minute: 55 },
  ])
  const [pendingStart, setPendingStart] = useState<DateValue | null>(null)
  const emit = (days: DateValue[], at: [TimeOfDay, TimeOfDay]) =>
    onValueChange({
      start: days[0] ? dayTimeToDate(days[0], at[0], timeZone) : null,
      end: days[1] ? dayTimeToDate(days[1], at[1], timeZone) : null,
    })
  const days = [start?.day, end?.day].filter((day): day is NonNullable<typeof day> => Boolean(day))
  return (
    <ArkDatePicker.Root
      {...rootProps(locale, timeZone, t)}
      selectionMode="range"
      value={days}
      onValueChange={(details) => {
        setPendingStart(details.value.length === 1 ? details.value[0]! : null)
        emit(details.value, times)
      }}
      isDateUnavailable={(day) =>
        Boolean(maxDaysSelected && pendingStart && beyondMaxDays(day, pendingStart, maxDaysSelected))
      }
    >
      <PickerFrame
        label={label}
        error={error}
        required={required}
        inputs={
          <div className={styles.rangeInputs}>
            <ArkDatePicker.Input
              index={0}
              className={cx(fieldStyles.input, styles.rangeInput)}
              aria-label={`${label}: ${t('date.from')}`}
            />
            <ArkDatePicker.Input
              index={1}
              className={cx(fieldStyles.input, styles.rangeInput)}
              aria-label={`${label}: ${t('date.to')}`}
            />
          </div>
        }
        after={
          <RangeDetails
            label={label}
            start={start?.day ?? null}
            end={end?.day ?? null}
            times={times}
            onTimesChange={(updated) => {
              setTimes(updated)
              emit(days, updated)
            }}
            showTimePicker={showTimePicker}
            maxDaysSelected={maxDaysSelected}
          />
        }
      />
    </ArkDatePicker.Root>
  )
}
