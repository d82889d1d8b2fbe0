import { useId, useState } from 'react'
import { instantOfInput, localInputIn } from '@paydeck/core/time'
import { currencyDigits, transactionStatuses, transactionTypes } from '@paydeck/core/transactions'
import { useActiveList } from '@paydeck/react'
import {
  AmountInput,
  Button,
  ChecklistSelect,
  Field,
  NativeSelect,
  readAmount,
  TextInput,
  useAmountField,
  useUi,
} from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { useMethodNames } from './transaction-columns'
import { DEFAULT_PRESET, joinList, listOf } from './lookup-search'
import { datePresets, type DatePreset, type LookupSearch } from './search-schema'
import { useTypedFilter } from './use-typed-filter'

export const filterStyles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' }),
  preset: css({ inlineSize: '11rem' }),
  search: css({ flex: '1 1 16rem', minInlineSize: '12rem' }),
  panel: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    alignItems: 'start',
    gap: '3',
    padding: '3',
    borderRadius: 'md',
    bg: 'main',
    '&[hidden]': { display: 'none' },
  }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' }),
}

type Patch = (change: Partial<LookupSearch>) => void

export interface FilterBarProps {
  search: LookupSearch
  onChange: Patch
  /** Staff choose among their merchants; a merchant (or a lookup fixed on one) does not. */
  merchantFilter: boolean
  /** Payment methods to offer (APM lookups offer only theirs). */
  methods?: readonly string[]
  activeCount: number
  onClear: () => void
  children?: React.ReactNode
}

/** The lookup's filters: a date preset (or a custom range), the search key, and the rest behind Filters. */
export function FilterBar({
  search,
  onChange,
  merchantFilter,
  methods,
  activeCount,
  onClear,
  children,
}: FilterBarProps) {
  const t = useTransactionsT()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [q, setQ] = useTypedFilter(search.q, (value) => onChange({ q: value }))
  const preset = search.range ?? DEFAULT_PRESET

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={filterStyles.bar}>
        <Field label={t('dateRange')} className={filterStyles.preset}>
          <NativeSelect
            value={preset}
            options={datePresets.map((value) => ({ value, label: t(`preset.${value}`) }))}
            onChange={(event) => onChange({ range: event.target.value as DatePreset })}
          />
        </Field>
        {preset === 'custom' && <CustomRange search={search} onChange={onChange} />}
        <Field label={t('search')} helperText={t('searchHint')} className={filterStyles.search}>
          <TextInput type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
        </Field>
        <div className={filterStyles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {activeCount > 0 ? t('filtersActive', { count: activeCount }) : t('filters')}
          </Button>
          {activeCount > 0 && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              {t('clearFilters')}
            </Button>
          )}
          {children}
        </div>
      </div>
      <div id={panelId} className={filterStyles.panel} hidden={!open}>
        {open && <MoreFilters search={search} onChange={onChange} merchantFilter={merchantFilter} methods={methods} />}
      </div>
    </div>
  )
}

function MoreFilters({
  search,
  onChange,
  merchantFilter,
  methods,
}: Pick<FilterBarProps, 'search' | 'onChange' | 'merchantFilter' | 'methods'>) {
  const t = useTransactionsT()
  const paymentMethods = useActiveList('paymentMethods')
  const currencies = useActiveList('currencies')
  const customers = useActiveList('customers')
  const multi = (
    key: 'status' | 'type' | 'method' | 'currency' | 'merchant',
    label: string,
    options: { value: string; label: string }[],
    loading = false,
  ) => (
    <ChecklistSelect
      label={label}
      options={options}
      loading={loading}
      value={listOf(search[key])}
      onValueChange={(value) => onChange({ [key]: joinList(value) })}
    />
  )
  const methodName = useMethodNames()
  const methodOptions = (paymentMethods.data ?? [])
    .filter((method) => !methods || methods.includes(method.code))
    .map((method) => ({ value: method.code, label: methodName(method.code) }))
  return (
    <>
      {multi(
        'status',
        t('status'),
        transactionStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
      )}
      {!methods &&
        multi(
          'type',
          t('type'),
          transactionTypes.map((value) => ({ value, label: t(`type.${value}`) })),
        )}
      {multi('method', t('paymentMethod'), methodOptions, paymentMethods.isPending)}
      {multi(
        'currency',
        t('currency'),
        (currencies.data ?? []).map((currency) => ({ value: currency.code, label: currency.code })),
        currencies.isPending,
      )}
      {merchantFilter &&
        multi(
          'merchant',
          t('merchant'),
          (customers.data ?? []).map((customer) => ({ value: String(customer.id), label: customer.name })),
          customers.isPending,
        )}
      <AmountRange search={search} onChange={onChange} />
    </>
  )
}

/**
 * Amounts as typed in the user's locale: a bad one is said and kept, never cleared; the range applies, as plain digits
 * the address keeps for anyone it is shared with, once both ends make sense.
 */
function AmountRange({ search, onChange }: Pick<FilterBarProps, 'search' | 'onChange'>) {
  const t = useTransactionsT()
  const { locale } = useUi()
  const currencies = listOf(search.currency)
  // One currency chosen: its decimals; otherwise amounts compare as two-decimal money (as the query reads them).
  const currency = currencies.length === 1 ? currencies[0] : undefined
  const options = { currency, decimalPlaces: currencyDigits(currency ?? 'EUR') }
  const read = (typed: string) => {
    const reading = readAmount(typed, { ...options, locale })
    return reading.kind === 'amount' ? reading.major : undefined
  }
  const valid = (typed: string) => typed.trim() === '' || read(typed) !== undefined
  const [min, setMin] = useTypedFilter(search.min, (value) => onChange({ min: value }), valid, read)
  const [max, setMax] = useTypedFilter(search.max, (value) => onChange({ max: value }), valid, read)
  const low = useAmountField(min, options)
  const high = useAmountField(max, options)
  const orderError = low.minor !== null && high.minor !== null && low.minor > high.minor ? t('amountOrder') : null
  return (
    <>
      <Field label={t('amountFrom')} helperText={t('amountHint')} error={low.problem ?? orderError}>
        <AmountInput value={min} maxLength={24} onValueChange={setMin} />
      </Field>
      <Field label={t('amountTo')} error={high.problem ?? null}>
        <AmountInput value={max} maxLength={24} onValueChange={setMax} />
      </Field>
    </>
  )
}

/** A custom range as two date-and-time fields in the user's time zone (to is exclusive, as the API reads it). */
function CustomRange({ search, onChange }: Pick<FilterBarProps, 'search' | 'onChange'>) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  const shown = (iso?: string) => (iso && !Number.isNaN(Date.parse(iso)) ? localInputIn(iso, timeZone) : '')
  const [from, setFrom] = useState(() => shown(search.from))
  const [to, setTo] = useState(() => shown(search.to))
  const commit = (nextFrom: string, nextTo: string) => {
    const start = instantOfInput(nextFrom, timeZone)
    const end = instantOfInput(nextTo, timeZone)
    if (start !== null && end !== null && start > end) return
    const iso = (instant: number | null) => (instant === null ? undefined : new Date(instant).toISOString())
    onChange({ from: iso(start), to: iso(end) })
  }
  const start = instantOfInput(from, timeZone)
  const end = instantOfInput(to, timeZone)
  const error = start !== null && end !== null && start > end ? t('rangeOrder') : null
  return (
    <>
      <Field label={t('from')}>
        <TextInput
          type="datetime-local"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value)
            commit(event.target.value, to)
          }}
        />
      </Field>
      <Field label={t('to')} error={error}>
        <TextInput
          type="datetime-local"
          value={to}
          onChange={(event) => {
            setTo(event.target.value)
            commit(from, event.target.value)
          }}
        />
      </Field>
    </>
  )
}
