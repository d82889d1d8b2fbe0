import { useId, type ReactElement, type ReactNode } from 'react'
import { Field as ArkField } from '@ark-ui/react/field'
import { css } from '../../styled-system/css'

export const fieldStyles = {
  root: css({ display: 'grid', gap: '1.5', fontFamily: 'body', color: 'text', minInlineSize: '0' }),
  label: css({ fontWeight: '600', fontSize: 'sm' }),
  required: css({ color: 'negative', marginInlineStart: '0.5' }),
  helper: css({ fontSize: 'xs', color: 'subtle' }),
  error: css({ fontSize: 'sm', color: 'negative' }),
  input: css({
    // No reset reaches a library's light-DOM controls, so the box model is set here.
    boxSizing: 'border-box',
    minInlineSize: '0',
    font: 'inherit',
    color: 'text',
    bg: 'surface',
    inlineSize: '100%',
    paddingBlock: '2',
    paddingInline: '2.5',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    _focusVisible: { outline: '3px solid {colors.focusRing}', outlineOffset: '1px' },
    // Only Ark's invalid state: :invalid would mark an empty required field before anyone typed.
    '&[data-invalid], &[aria-invalid=true]': { borderColor: 'negative' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  }),
}

export interface FieldProps {
  label: ReactNode
  /** The one input of the field; Ark wires its id, aria-describedby and aria-invalid. */
  children: ReactElement
  helperText?: ReactNode
  error?: string | null
  required?: boolean
  disabled?: boolean
  className?: string
}

/** A labelled form control with its help and its error message, announced to assistive technology. */
export function Field({ label, children, helperText, error, required, disabled, className }: FieldProps) {
  const id = useId()
  return (
    <ArkField.Root
      ids={{ control: id }}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      className={className ?? fieldStyles.root}
    >
      <ArkField.Label className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </ArkField.Label>
      {children}
      {helperText && !error && <ArkField.HelperText className={fieldStyles.helper}>{helperText}</ArkField.HelperText>}
      {error && <ArkField.ErrorText className={fieldStyles.error}>{error}</ArkField.ErrorText>}
    </ArkField.Root>
  )
}
