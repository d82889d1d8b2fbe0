import { useId } from 'react'
import { css } from '../../styled-system/css'

const styles = {
  fieldset: css({ display: 'grid', gap: '1.5', border: 'none', padding: '0', margin: '0', minInlineSize: '0' }),
  legend: css({ fontWeight: '600', fontSize: 'sm', paddingBlockEnd: '1.5' }),
  choices: css({ display: 'grid', gap: '1', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }),
  choice: css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' }),
  check: css({ inlineSize: '1rem', blockSize: '1rem', accentColor: 'primary', flexShrink: '0' }),
  error: css({ color: 'negative', margin: '0', fontSize: 'sm' }),
}

export interface CheckboxGroupProps<T extends number | string> {
  legend: string
  options: readonly { value: T; label: string }[]
  chosen: readonly T[]
  onChange: (chosen: T[]) => void
  error?: string
}

/** Several choices as checkboxes under a legend, with the field's error said under them. */
export function CheckboxGroup<T extends number | string>({
  legend,
  options,
  chosen,
  onChange,
  error,
}: CheckboxGroupProps<T>) {
  const errorId = useId()
  const picked = new Set(chosen)
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="checkbox"
              className={styles.check}
              checked={picked.has(option.value)}
              onChange={() =>
                onChange(
                  picked.has(option.value)
                    ? chosen.filter((value) => value !== option.value)
                    : [...chosen, option.value],
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
