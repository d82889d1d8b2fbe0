import { useEffect, useState } from 'react'
import { Controller, useForm, type Control } from 'react-hook-form'
import type * as z from 'zod/mini'
import { css } from '../../styled-system/css'
import { schemaResolver } from '../forms-and-lists/change-form'
import { Button } from '../button/button'
import { daysAgoInZone } from '../date-picker/day-text'
import { Field } from '../field/field'
import { DecimalInput, DigitInput, NumberInput, TextInput } from '../inputs/inputs'
import { useT, useUi } from '../provider/ui-provider'
import {
  ReachedDatePicker as DatePicker,
  ReachedDateRangePicker as DateRangePicker,
  ReachedDateTimePicker as DateTimePicker,
  ReachedSelect as Select,
} from '../lazy-controls/reached-controls'
import type { SelectOption } from '../select/select'

export type FilterValues = Record<string, string | string[] | null>

/**
 * One control of a filter form as it is drawn. The rules behind it (the report filter contract, its checks and a
 * range's names) are core's: its `filterFormOf` makes these from a report's fields.
 */
export interface FilterControl {
  name: string
  label: string
  type: 'input' | 'select' | 'date' | 'dateRange'
  required: boolean
  /** For inputs: text (default), number, decimal or digits. */
  inputType?: 'text' | 'number' | 'decimal' | 'digits'
  options?: SelectOption[]
  /** A path the host loads the options from. */
  api?: string
  multiSelectOptions?: boolean
  /** Preset ranges for a date range, in days back from today. */
  ranges?: { label: string; days: number }[]
  /** A date range's two values. */
  range?: { start: string; end: string }
  maxDaysSelected?: number
  showTimePicker?: boolean
}

/** A filter form: its controls, the schema its values must pass, and the values it starts and resets to. */
export interface FilterFormModel {
  controls: readonly FilterControl[]
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>
  empty: FilterValues
}

export interface FilterFormProps {
  model: FilterFormModel
  onSubmit: (values: FilterValues) => void
  /** Loads the options of a field that names an api path (the host calls its backend). */
  loadOptions?: (api: string) => Promise<SelectOption[]>
  submitLabel?: string
  /** Values to start from (a report opened from a link); empty fields otherwise. */
  values?: FilterValues
}

const styles = {
  form: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    alignItems: 'start',
    containerType: 'inline-size',
  }),
  actions: css({ gridColumn: '1 / -1', display: 'flex', gap: '2', justifyContent: 'flex-end' }),
  presets: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
  // A period's two dates side by side, with its presets on one line beneath, where the form has two columns' room
  // (the form's own width, not the screen's: an element may sit in a narrow column of a wide page).
  range: css({ '@container (min-width: 33rem)': { gridColumn: 'span 2' } }),
}

function useApiOptions(field: FilterControl, loadOptions: FilterFormProps['loadOptions']) {
  const [state, setState] = useState<{ options: SelectOption[]; loading: boolean; error: string | null }>({
    options: field.options ?? [],
    loading: Boolean(field.api && loadOptions),
    error: null,
  })
  useEffect(() => {
    if (!field.api || !loadOptions) return
    let live = true
    loadOptions(field.api).then(
      (options) => live && setState({ options, loading: false, error: null }),
      (error: unknown) =>
        live &&
        setState({ options: [], loading: false, error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [field.api, loadOptions])
  return state
}

function SelectField({
  field,
  control,
  loadOptions,
}: {
  field: FilterControl
  control: Control<FilterValues>
  loadOptions: FilterFormProps['loadOptions']
}) {
  const { options, loading, error } = useApiOptions(field, loadOptions)
  const { required } = field
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) =>
        field.multiSelectOptions ? (
          <Select
            label={field.label}
            multiple
            options={options}
            loading={loading}
            required={required}
            error={error ?? fieldState.error?.message}
            value={(input.value as string[]) ?? []}
            onValueChange={input.onChange}
          />
        ) : (
          <Select
            label={field.label}
            options={options}
            loading={loading}
            required={required}
            error={error ?? fieldState.error?.message}
            value={(input.value as string | null) ?? null}
            onValueChange={input.onChange}
          />
        )
      }
    />
  )
}

/** A filter form drawn from its controls, its values checked by its schema through react-hook-form. */
export function FilterForm({ model, onSubmit, loadOptions, submitLabel, values }: FilterFormProps) {
  const t = useT()
  const { timeZone } = useUi()
  const form = useForm<FilterValues>({
    resolver: schemaResolver<FilterValues>(model.schema),
    defaultValues: { ...model.empty, ...values },
    // Errors appear on submit, not on blur: a blur error shifting the layout would swallow the click on Apply.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const toDate = (value: string | string[] | null | undefined) =>
    typeof value === 'string' && value ? new Date(value) : null

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      {model.controls.map((field) => {
        const { required } = field
        if (field.type === 'select')
          return <SelectField key={field.name} field={field} control={form.control} loadOptions={loadOptions} />
        if (field.type === 'date') {
          return (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: input, fieldState }) => {
                const Picker = field.showTimePicker ? DateTimePicker : DatePicker
                return (
                  <Picker
                    label={field.label}
                    required={required}
                    error={fieldState.error?.message}
                    value={toDate(input.value)}
                    onValueChange={(date) => input.onChange(date ? date.toISOString() : null)}
                  />
                )
              }}
            />
          )
        }
        if (field.range) {
          const { start: startName, end: endName } = field.range
          const start = form.watch(startName)
          const end = form.watch(endName)
          const error = form.formState.errors[startName]?.message ?? form.formState.errors[endName]?.message
          const set = (range: { start: Date | null; end: Date | null }) => {
            form.setValue(startName, range.start ? range.start.toISOString() : null, {
              shouldValidate: form.formState.isSubmitted,
            })
            form.setValue(endName, range.end ? range.end.toISOString() : null, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          return (
            <div key={field.name} className={styles.range}>
              <DateRangePicker
                label={field.label}
                required={required}
                error={error}
                maxDaysSelected={field.maxDaysSelected}
                showTimePicker={field.showTimePicker ?? false}
                value={{ start: toDate(start), end: toDate(end) }}
                onValueChange={set}
              />
              {field.ranges && (
                <div className={styles.presets}>
                  {field.ranges.map((range) => (
                    <Button
                      key={range.label}
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        // The last N days are today and the N − 1 before it: the time model's presets.
                        set({ start: daysAgoInZone(range.days - 1, timeZone), end: daysAgoInZone(0, timeZone) })
                      }
                    >
                      {range.label}
                    </Button>
                  ))}
                </div>
              )}
            </div>
          )
        }
        return (
          <Controller
            key={field.name}
            control={form.control}
            name={field.name}
            render={({ field: input, fieldState }) => {
              const common = { value: (input.value as string) ?? '', onBlur: input.onBlur, name: input.name }
              return (
                <Field label={field.label} required={required} error={fieldState.error?.message}>
                  {field.inputType === 'decimal' ? (
                    <DecimalInput {...common} onValueChange={input.onChange} />
                  ) : field.inputType === 'digits' ? (
                    <DigitInput {...common} onValueChange={input.onChange} />
                  ) : field.inputType === 'number' ? (
                    <NumberInput {...common} onChange={(event) => input.onChange(event.target.value)} />
                  ) : (
                    <TextInput {...common} onChange={(event) => input.onChange(event.target.value)} />
                  )}
                </Field>
              )
            }}
          />
        )
      })}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => form.reset(model.empty)}>
          {t('filters.reset')}
        </Button>
        <Button type="submit">{submitLabel ?? t('filters.apply')}</Button>
      </div>
    </form>
  )
}
