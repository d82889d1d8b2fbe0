import {
  forwardRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { Field as ArkField } from '@ark-ui/react/field'
import { css, cx } from '../../styled-system/css'
import { fieldStyles } from '../field/field'
import {
  acceptsDigitKey,
  isDecimalText,
  isPercentageText,
  maskCardNumber,
  normalizeDecimalKey,
  pasteDecimal,
  sanitizeDigits,
} from './input-rules'

const textAreaStyle = css({
  resize: 'vertical',
  fieldSizing: 'content',
  minBlockSize: 'calc(4lh + token(spacing.4))',
  maxBlockSize: 'calc(7lh + token(spacing.4))',
})

type BaseProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValueChange: (value: string) => void
}

/**
 * Puts the DOM back on what the field accepted. React resets a refused change of a controlled input itself;
 * Preact, which the elements ship on, leaves what was typed when the state does not change.
 */
function keepAccepted(input: HTMLInputElement, accepted: string, onValueChange: (value: string) => void) {
  if (input.value !== accepted) input.value = accepted
  onValueChange(accepted)
}

const isEditingKey = (event: KeyboardEvent) => event.key.length > 1 || event.ctrlKey || event.metaKey || event.altKey

/** A text input inside a Field (gets its id and aria wiring from Ark), styled like every control. */
export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TextInput(
  { className, ...props },
  ref,
) {
  return <ArkField.Input ref={ref} part="input" className={cx(fieldStyles.input, className)} {...props} />
})

/** A text area inside a Field: 4 lines high, growing with its text to 7, then scrolling. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className, ...props },
  ref,
) {
  return (
    <ArkField.Textarea
      ref={ref}
      part="input"
      className={cx(fieldStyles.input, textAreaStyle, className)}
      rows={4}
      {...props}
    />
  )
})

/** The platform's select inside a Field: light, native on every device, for short fixed lists. */
export const NativeSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }
>(function NativeSelect({ className, options, ...props }, ref) {
  return (
    <ArkField.Select ref={ref} part="input" className={cx(fieldStyles.input, className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ArkField.Select>
  )
})

/** Digits only (and one decimal separator when allowed); pastes are stripped and cut to maxLength. */
export const DigitInput = forwardRef<HTMLInputElement, BaseProps & { allowDecimal?: boolean }>(function DigitInput(
  { value, onValueChange, allowDecimal = false, maxLength, ...props },
  ref,
) {
  const insertDigits = (event: { preventDefault(): void }, data: DataTransfer) => {
    event.preventDefault()
    onValueChange(sanitizeDigits(value + data.getData('text'), maxLength))
  }
  return (
    <TextInput
      ref={ref}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      value={value}
      maxLength={maxLength}
      onKeyDown={(event) => {
        if (!isEditingKey(event) && !acceptsDigitKey(event.key, value, { allowDecimal })) event.preventDefault()
      }}
      // Pasted or dropped text is stripped to digits and cut to the maximum length.
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => insertDigits(event, event.clipboardData)}
      onDrop={(event) => insertDigits(event, event.dataTransfer)}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        keepAccepted(event.target, sanitizeDigits(event.target.value, maxLength), onValueChange)
      }
      {...props}
    />
  )
})

/** A decimal number: a comma key becomes a point, one point at most, pastes that do not match are blocked. */
export const DecimalInput = forwardRef<HTMLInputElement, BaseProps>(function DecimalInput(
  { value, onValueChange, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      value={value}
      onKeyDown={(event) => {
        if (isEditingKey(event)) return
        const key = normalizeDecimalKey(event.key)
        event.preventDefault()
        const input = event.currentTarget
        const next =
          value.slice(0, input.selectionStart ?? value.length) + key + value.slice(input.selectionEnd ?? value.length)
        if (isDecimalText(next)) onValueChange(next)
      }}
      onPaste={(event) => {
        event.preventDefault()
        const pasted = pasteDecimal(event.clipboardData.getData('text'))
        if (pasted !== null && isDecimalText(value + pasted)) onValueChange(value + pasted)
      }}
      onChange={(event) =>
        keepAccepted(event.target, isDecimalText(event.target.value) ? event.target.value : value, onValueChange)
      }
      {...props}
    />
  )
})

/** 0 to 100 with at most two decimals; anything that would break that is not let in. */
export const PercentageInput = forwardRef<HTMLInputElement, BaseProps>(function PercentageInput(
  { value, onValueChange, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      value={value}
      onChange={(event) => {
        const next = event.target.value.replace(',', '.')
        keepAccepted(event.target, isPercentageText(next) ? next : value, onValueChange)
      }}
      {...props}
    />
  )
})

/** A card number shown masked (first 6, last 4) when the field is left, in full while editing. */
export const CardNumberInput = forwardRef<HTMLInputElement, BaseProps>(function CardNumberInput(
  { value, onValueChange, onFocus, onBlur, ...props },
  ref,
) {
  const [editing, setEditing] = useState(false)
  return (
    <TextInput
      ref={ref}
      inputMode="numeric"
      autoComplete="cc-number"
      value={editing ? value : maskCardNumber(value)}
      maxLength={19}
      onFocus={(event) => {
        setEditing(true)
        onFocus?.(event)
      }}
      onBlur={(event) => {
        setEditing(false)
        onBlur?.(event)
      }}
      onChange={(event) => keepAccepted(event.target, sanitizeDigits(event.target.value, 19), onValueChange)}
      {...props}
    />
  )
})

/** A number input that the mouse wheel never changes by accident. */
export const NumberInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function NumberInput(props, ref) {
    return <TextInput ref={ref} type="number" onWheel={(event) => event.currentTarget.blur()} {...props} />
  },
)
