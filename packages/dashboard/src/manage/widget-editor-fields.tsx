import { chartTypes } from '@paydeck/core/dashboard'
import { transactionStatuses } from '@paydeck/core/transactions'
import { useActiveList } from '@paydeck/react'
import { CheckboxGroup, Field, NativeSelect, TextInput } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useManageT } from './manage-messages'
import { dateRanges, headerOf, type DraftField, type WidgetDraft } from './widget-draft'

// The widget editor's fields for each layout: a chart's axes, a table's columns, and the data every source filters.

const row = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })

/** What each group of fields reads and changes of the draft. */
export interface DraftFieldsProps {
  draft: WidgetDraft
  set: (patch: Partial<WidgetDraft>) => void
  /** The chosen source's columns. */
  columns: readonly string[]
  problem: (field: DraftField) => string | null
}

/** A chart's type, its x axis and the series on its y axis, their name and the tooltip's kind. */
export function ChartFields({ draft, set, columns, problem }: DraftFieldsProps) {
  const t = useManageT()
  return (
    <>
      <div className={row}>
        <Field label={t('chartType')}>
          <NativeSelect
            value={draft.widgetType === 'MAP_WIDGET' ? 'GeoChart' : draft.chartType}
            disabled={draft.widgetType === 'MAP_WIDGET'}
            onChange={(event) => set({ chartType: event.target.value as WidgetDraft['chartType'] })}
            options={chartTypes.map((type) => ({ value: type, label: t(`chart.${type}`) }))}
          />
        </Field>
        <Field label={t('xAxis')} error={problem('xAxisColumn')} required>
          <NativeSelect
            value={draft.xAxisColumn}
            onChange={(event) => set({ xAxisColumn: event.target.value })}
            options={columns.map((column) => ({ value: column, label: headerOf(column) }))}
          />
        </Field>
      </div>
      <CheckboxGroup
        legend={t('yAxis')}
        options={columns
          .filter((column) => column !== draft.xAxisColumn)
          .map((column) => ({ value: column, label: headerOf(column) }))}
        chosen={draft.yAxisColumns}
        onChange={(yAxisColumns) => set({ yAxisColumns })}
        error={problem('yAxisColumns') ?? undefined}
      />
      <div className={row}>
        <Field label={t('yAxisName')} helperText={t('yAxisNameHint')}>
          <TextInput
            value={draft.yAxisColumnName}
            maxLength={80}
            onChange={(event) => set({ yAxisColumnName: event.target.value })}
          />
        </Field>
        <Field label={t('tooltip')}>
          <NativeSelect
            value={draft.tooltipType}
            onChange={(event) => set({ tooltipType: event.target.value as WidgetDraft['tooltipType'] })}
            options={[
              { value: '', label: t('tooltipNone') },
              { value: 'currency', label: t('tooltipCurrency') },
              { value: 'time', label: t('tooltipTime') },
            ]}
          />
        </Field>
      </div>
    </>
  )
}

/** A table's columns (in the source's order) and where a row leads. */
export function TableFields({ draft, set, columns, problem }: DraftFieldsProps) {
  const t = useManageT()
  return (
    <>
      <CheckboxGroup
        legend={t('columns')}
        options={columns.map((column) => ({ value: column, label: headerOf(column) }))}
        chosen={draft.tableColumns}
        onChange={(tableColumns) => set({ tableColumns: columns.filter((column) => tableColumns.includes(column)) })}
        error={problem('tableColumns') ?? undefined}
      />
      <Field label={t('navigationUrl')} helperText={t('navigationUrlHint')}>
        <TextInput
          value={draft.navigationUrl}
          maxLength={200}
          onChange={(event) => set({ navigationUrl: event.target.value })}
        />
      </Field>
    </>
  )
}

/** The period, currencies and statuses of the transactions a source's figures count. */
export function DataFilterFields({ draft, set }: DraftFieldsProps) {
  const t = useManageT()
  const currencies = useActiveList('currencies')
  return (
    <>
      <Field label={t('period')}>
        <NativeSelect
          value={draft.dateRange}
          onChange={(event) => set({ dateRange: event.target.value as WidgetDraft['dateRange'] })}
          options={dateRanges.map((range) => ({ value: range, label: t(`range.${range}`) }))}
        />
      </Field>
      <CheckboxGroup
        legend={t('currencies')}
        options={(currencies.data ?? []).map((currency) => ({ value: currency.code, label: currency.code }))}
        chosen={draft.currency}
        onChange={(currency) => set({ currency })}
      />
      <CheckboxGroup
        legend={t('statuses')}
        options={transactionStatuses.map((status) => ({ value: status, label: status }))}
        chosen={draft.transactionStatus}
        onChange={(transactionStatus) => set({ transactionStatus })}
      />
    </>
  )
}
