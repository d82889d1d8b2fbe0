import { formatDate, Icon } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { DEFAULT_PRESET, listOf } from './lookup-search'
import type { LookupSearch } from './search-schema'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', margin: '0', padding: '0' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    bg: 'neutralBg',
    borderRadius: 'full',
    paddingInlineStart: '3',
    paddingInlineEnd: '1',
    paddingBlock: '0.5',
    fontSize: 'sm',
  }),
  remove: css({
    all: 'unset',
    cursor: 'pointer',
    display: 'inline-flex',
    borderRadius: 'full',
    padding: '1',
    _hover: { bg: 'border/30' },
    _focusVisible: { outline: '2px solid {colors.focusRing}' },
  }),
}

export interface Chip {
  key: string
  label: string
  remove: Partial<LookupSearch>
}

type T = ReturnType<typeof useTransactionsT>

/** Every active filter as a chip: what it is, and the change that removes it (one item of a list at a time). */
export function chipsOf(
  search: LookupSearch,
  t: T,
  {
    timeZone,
    merchantNames = {},
    methodName,
  }: { timeZone: string; merchantNames?: Record<string, string>; methodName: (code: string) => string },
): Chip[] {
  const chips: Chip[] = []
  const preset = search.range ?? DEFAULT_PRESET
  if (preset === 'custom') {
    const at = (iso?: string) => (iso ? formatDate(iso, { timeZone, time: 'minutes' }) : '…')
    chips.push({
      key: 'range',
      label: `${t('dateRange')}: ${at(search.from)} – ${at(search.to)}`,
      remove: { range: undefined, from: undefined, to: undefined },
    })
  } else if (preset !== DEFAULT_PRESET) {
    chips.push({ key: 'range', label: `${t('dateRange')}: ${t(`preset.${preset}`)}`, remove: { range: undefined } })
  }
  if (search.q) chips.push({ key: 'q', label: `${t('search')}: ${search.q}`, remove: { q: undefined } })
  const list = (
    key: 'status' | 'type' | 'method' | 'currency' | 'merchant',
    name: string,
    label: (v: string) => string,
  ) => {
    const items = listOf(search[key])
    for (const item of items) {
      const rest = items.filter((other) => other !== item)
      chips.push({
        key: `${key}:${item}`,
        label: `${name}: ${label(item)}`,
        remove: { [key]: rest.length ? rest.join(',') : undefined },
      })
    }
  }
  list('status', t('status'), (v) => t(`status.${v}` as never))
  list('type', t('type'), (v) => t(`type.${v}` as never))
  list('method', t('paymentMethod'), methodName)
  list('currency', t('currency'), (v) => v)
  list('merchant', t('merchant'), (v) => merchantNames[v] ?? v)
  if (search.min) chips.push({ key: 'min', label: `${t('amountFrom')}: ${search.min}`, remove: { min: undefined } })
  if (search.max) chips.push({ key: 'max', label: `${t('amountTo')}: ${search.max}`, remove: { max: undefined } })
  return chips
}

export function FilterChips({ chips, onRemove }: { chips: Chip[]; onRemove: (change: Partial<LookupSearch>) => void }) {
  const t = useTransactionsT()
  if (chips.length === 0) return null
  return (
    <ul className={styles.list} aria-label={t('activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          {chip.label}
          <button
            type="button"
            className={styles.remove}
            aria-label={t('removeFilter', { filter: chip.label })}
            onClick={() => onRemove(chip.remove)}
          >
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  )
}
