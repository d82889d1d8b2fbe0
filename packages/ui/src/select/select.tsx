import { useEffect, useMemo } from 'react'
import { Combobox, useListCollection } from '@ark-ui/react/combobox'
import { useFilter } from '@ark-ui/react/locale'
import { LayerPortal } from '../dialog/modal'
import { cx } from '../../styled-system/css'
import { selectStyles as styles } from './select-styles'
import { buttonRecipe } from '../button/button'
import { fieldStyles } from '../field/field'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'

/** The dropdown's maximum height (seed 001 section 9). */
export const SELECT_MAX_HEIGHT = 250

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

interface CommonProps {
  label: string
  options: readonly SelectOption[]
  /** Search is on by default; switched off, typing does not filter. */
  searchable?: boolean
  placeholder?: string
  error?: string | null
  required?: boolean
  disabled?: boolean
  loading?: boolean
}

export type SelectProps = CommonProps &
  (
    | { multiple?: false; value: string | null; onValueChange: (value: string | null) => void }
    | { multiple: true; value: string[]; onValueChange: (value: string[]) => void }
  )

/** A select with search (Ark combobox): single and clearable, or multiple; keyboard-complete. */
export function Select(props: SelectProps) {
  const { label, options, searchable = true, placeholder, error, required, disabled, loading } = props
  const t = useT()
  const { contains } = useFilter({ sensitivity: 'base' })
  const { collection, filter, set } = useListCollection<SelectOption>({
    initialItems: options,
    filter: searchable ? contains : undefined,
    itemToString: (option) => option.label,
    itemToValue: (option) => option.value,
    isItemDisabled: (option) => Boolean(option.disabled),
  })
  useEffect(() => set([...options]), [options, set])
  const value = useMemo(
    () => (props.multiple ? props.value : props.value ? [props.value] : []),
    [props.multiple, props.value],
  )
  const selectedLabels = value.map((v) => options.find((o) => o.value === v)?.label ?? v)

  return (
    <Combobox.Root
      className={styles.root}
      collection={collection}
      multiple={props.multiple}
      value={value}
      onValueChange={(details) => {
        if (props.multiple) props.onValueChange(details.value)
        else props.onValueChange(details.value[0] ?? null)
      }}
      onInputValueChange={(details) => filter(details.inputValue)}
      openOnClick
      readOnly={!searchable}
      disabled={disabled}
      invalid={Boolean(error)}
      required={required}
      selectionBehavior={props.multiple ? 'clear' : 'replace'}
      positioning={{ sameWidth: true }}
      inputBehavior="autohighlight"
    >
      <Combobox.Label className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </Combobox.Label>
      {props.multiple && selectedLabels.length > 0 && (
        <div className={styles.chips} aria-live="polite">
          {selectedLabels.map((text) => (
            <span key={text} className={styles.chip}>
              {text}
            </span>
          ))}
        </div>
      )}
      <Combobox.Control className={styles.control}>
        <Combobox.Input
          className={cx(fieldStyles.input, styles.input)}
          placeholder={placeholder ?? (props.multiple ? t('select.placeholderMultiple') : t('select.placeholder'))}
          aria-busy={loading || undefined}
        />
        <div className={styles.actions}>
          {!props.multiple && value.length > 0 && !disabled && (
            <Combobox.ClearTrigger
              className={buttonRecipe({ variant: 'ghost', size: 'sm' })}
              aria-label={t('select.clear')}
            >
              <Icon name="close" size={16} />
            </Combobox.ClearTrigger>
          )}
          <Combobox.Trigger className={buttonRecipe({ variant: 'ghost', size: 'sm' })} aria-label={label}>
            <Icon name="chevronDown" size={16} />
          </Combobox.Trigger>
        </div>
      </Combobox.Control>
      {error && (
        <span className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
      <LayerPortal>
        <Combobox.Positioner>
          <Combobox.Content className={styles.content} style={{ maxBlockSize: SELECT_MAX_HEIGHT }}>
            {loading ? (
              <div className={styles.empty}>{t('common.loading')}</div>
            ) : collection.items.length === 0 ? (
              <div className={styles.empty}>{t('select.noResults')}</div>
            ) : (
              collection.items.map((option) => (
                <Combobox.Item key={option.value} item={option} className={styles.item}>
                  <Combobox.ItemText>{option.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator>
                    <Icon name="check" size={16} />
                  </Combobox.ItemIndicator>
                </Combobox.Item>
              ))
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </LayerPortal>
    </Combobox.Root>
  )
}
