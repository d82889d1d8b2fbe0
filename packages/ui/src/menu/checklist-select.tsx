import { useId, useState } from 'react'
import { css, cx } from '../../styled-system/css'
import { fieldStyles } from '../field/field'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'
import { popoverSurface } from './action-menu'
import { useAnchoredPopover } from './use-anchored-popover'

// Longer lists get a filter box at the top.
const FILTER_FROM = 8

const styles = {
  root: css({ display: 'grid', gap: '1.5', fontFamily: 'body', color: 'text', minInlineSize: '0' }),
  trigger: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    cursor: 'pointer',
    textAlign: 'start',
  }),
  summary: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  list: css({ maxBlockSize: '250px', overflowY: 'auto', paddingBlock: '1' }),
  option: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingBlock: '1.5',
    paddingInline: '2',
    borderRadius: 'sm',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { bg: 'neutralBg' },
    '&:has(input:focus-visible)': { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
  }),
  bar: css({ display: 'flex', gap: '2', alignItems: 'center', paddingBlockEnd: '1' }),
  clear: css({
    all: 'unset',
    cursor: 'pointer',
    color: 'link',
    fontSize: 'sm',
    paddingInline: '2',
    _focusVisible: { outline: '2px solid {colors.focusRing}' },
  }),
  empty: css({ color: 'subtle', fontSize: 'sm', padding: '2' }),
}

export interface ChecklistOption {
  value: string
  label: string
}

export interface ChecklistSelectProps {
  label: string
  options: readonly ChecklistOption[]
  value: readonly string[]
  onValueChange: (value: string[]) => void
  loading?: boolean
}

/**
 * A filter that takes several values: a button that says what is chosen, opening a list of checkboxes (a native
 * popover: Escape or a click outside closes it). Light beside the combobox select, for filter bars.
 */
export function ChecklistSelect({ label, options, value, onValueChange, loading }: ChecklistSelectProps) {
  const t = useT()
  const id = useId()
  const [filter, setFilter] = useState('')
  const { trigger, popover, open } = useAnchoredPopover<HTMLDivElement>('start', (element) =>
    element.querySelector<HTMLInputElement>('input')?.focus(),
  )
  const chosen = new Set(value)
  const summary =
    value.length === 0
      ? t('checklist.any')
      : value.length === 1
        ? (options.find((option) => option.value === value[0])?.label ?? value[0])
        : t('checklist.count', { count: value.length })
  const needle = filter.trim().toLocaleLowerCase()
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options
  const toggle = (option: string) =>
    onValueChange(chosen.has(option) ? value.filter((v) => v !== option) : [...value, option])

  return (
    <div className={styles.root}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <button
        ref={trigger}
        id={`${id}-trigger`}
        type="button"
        className={cx(fieldStyles.input, styles.trigger)}
        popoverTarget={`${id}-list`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-trigger`}
      >
        <span className={styles.summary}>{summary}</span>
        <Icon name="chevronDown" size={16} aria-hidden />
      </button>
      <div
        ref={popover}
        id={`${id}-list`}
        popover="auto"
        role="group"
        aria-labelledby={`${id}-label`}
        className={popoverSurface}
      >
        {(options.length >= FILTER_FROM || value.length > 0) && (
          <div className={styles.bar}>
            {options.length >= FILTER_FROM && (
              <input
                type="search"
                className={fieldStyles.input}
                aria-label={t('checklist.filter', { field: label })}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            )}
            {value.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => onValueChange([])}>
                {t('checklist.clear')}
              </button>
            )}
          </div>
        )}
        <div className={styles.list}>
          {loading ? (
            <p className={styles.empty}>{t('common.loading')}</p>
          ) : shown.length === 0 ? (
            <p className={styles.empty}>{t('select.noResults')}</p>
          ) : (
            shown.map((option) => (
              <label key={option.value} className={styles.option}>
                <input type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option.value)} />
                {option.label}
              </label>
            ))
          )}
        </div>
      </div>
    </div>
  )
}
