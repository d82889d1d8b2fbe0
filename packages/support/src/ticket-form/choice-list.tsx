import { useId, useState } from 'react'
import { IconButton } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useSupportT } from '../messages'

const styles = {
  root: css({ display: 'grid', gap: '2', border: 'none', margin: '0', padding: '0', minInlineSize: '0' }),
  legend: css({ fontWeight: '600', fontSize: 'sm', padding: '0', marginBlockEnd: '2' }),
  search: css({
    boxSizing: 'border-box',
    inlineSize: '100%',
    font: 'inherit',
    color: 'text',
    bg: 'surface',
    paddingBlock: '2',
    paddingInline: '2.5',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    _focusVisible: { outline: '3px solid {colors.focusRing}', outlineOffset: '1px' },
    _disabled: { opacity: 0.6 },
  }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', margin: '0', padding: '0' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    bg: 'neutralBg',
    borderRadius: 'full',
    paddingInlineStart: '2.5',
    fontSize: 'xs',
    fontWeight: '600',
  }),
  options: css({
    display: 'grid',
    gap: '1',
    maxBlockSize: '10rem',
    overflowY: 'auto',
    listStyle: 'none',
    margin: '0',
    padding: '1',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
  }),
  option: css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', cursor: 'pointer' }),
  hint: css({ color: 'subtle', fontSize: 'sm', margin: '0' }),
}

export interface Choice {
  value: string
  label: string
}

export interface ChoiceListProps {
  legend: string
  options: readonly Choice[]
  /** Labels of chosen values that the current options no longer hold (a later search replaced them). */
  chosenLabels?: ReadonlyMap<string, string>
  value: readonly string[]
  onValueChange: (value: string[]) => void
  /** The options come from the server: typing asks for them (trimmed) instead of filtering these. */
  onSearch?: (text: string) => void
  searchLabel: string
  hint?: string
  loading?: boolean
  disabled?: boolean
}

/** Several choices as checkboxes under a search box, the chosen ones as removable chips: light and plainly accessible. */
export function ChoiceList(props: ChoiceListProps) {
  const { legend, options, value, onValueChange, onSearch, searchLabel, hint, loading, disabled } = props
  const t = useSupportT()
  const id = useId()
  const [text, setText] = useState('')
  const needle = text.trim().toLowerCase()
  const shown = onSearch || !needle ? options : options.filter((option) => option.label.toLowerCase().includes(needle))
  const labelOf = (choice: string) =>
    options.find((option) => option.value === choice)?.label ?? props.chosenLabels?.get(choice) ?? choice
  const toggle = (choice: string, on: boolean) =>
    onValueChange(on ? [...value, choice] : value.filter((other) => other !== choice))
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('chosen', { field: legend })}>
          {value.map((choice) => (
            <li key={choice} className={styles.chip}>
              {labelOf(choice)}
              <IconButton
                icon="close"
                label={t('removeChoice', { item: labelOf(choice) })}
                onClick={() => toggle(choice, false)}
              />
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-search`}
        className={styles.search}
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onSearch?.(event.target.value.trim())
        }}
      />
      {hint && <p className={styles.hint}>{hint}</p>}
      <div aria-live="polite" aria-busy={loading || undefined}>
        {loading ? (
          <p className={styles.hint}>{t('loading')}</p>
        ) : shown.length > 0 ? (
          <ul className={styles.options} aria-label={legend}>
            {shown.map((option) => (
              <li key={option.value}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={value.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  {option.label}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          // A server search says nothing before anything is typed; a local list says when nothing matches.
          (!onSearch || needle) && <p className={styles.hint}>{t('noChoices')}</p>
        )}
      </div>
    </fieldset>
  )
}
