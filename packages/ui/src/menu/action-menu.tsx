import { useId, type KeyboardEvent } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../button/button'
import { Icon } from '../icons/icons'
import { useAnchoredPopover } from './use-anchored-popover'

/** The surface of a popover under its button (the action menu's, the checklist select's). */
export const popoverSurface = css({
  // A popover sits in the top layer; it is placed under its button when it opens and scrolls with the page.
  position: 'absolute',
  inset: 'auto',
  margin: '0',
  padding: '1',
  display: 'grid',
  minInlineSize: '12rem',
  bg: 'surface',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.16)',
  fontFamily: 'body',
  '&:not(:popover-open)': { display: 'none' },
})

const styles = {
  list: popoverSurface,
  item: css({
    all: 'unset',
    boxSizing: 'border-box',
    cursor: 'pointer',
    paddingBlock: '2',
    paddingInline: '3',
    borderRadius: 'sm',
    fontSize: 'sm',
    _hover: { bg: 'neutralBg' },
    _focusVisible: { outline: '3px solid {colors.focusRing}', outlineOffset: '-3px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  }),
}

export interface MenuAction {
  label: string
  onSelect: () => void
  disabled?: boolean
}

export interface ActionMenuProps {
  /** The button's text (More, say); the list is named after it. */
  label: string
  actions: readonly MenuAction[]
  /** A fuller name for the button and its list, where many share one text (a row's: "More actions for Ana"). */
  name?: string
  size?: 'sm' | 'md'
}

/**
 * Secondary actions behind one button, for a toolbar that must fit a narrow width. The list is a native popover:
 * the browser closes it on Escape or a click outside and hands focus back to the button; arrows move between
 * the actions. A disclosure of buttons, not an ARIA menu: each action is an ordinary button.
 */
export function ActionMenu({ label, actions, name = label, size }: ActionMenuProps) {
  const id = useId()
  const {
    trigger,
    popover: list,
    open,
  } = useAnchoredPopover<HTMLDivElement>('end', (element) =>
    element.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus(),
  )

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const items = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])]
    const at = items.indexOf(event.target as HTMLButtonElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    items[(at + step + items.length) % items.length]?.focus()
  }

  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        size={size}
        popoverTarget={id}
        aria-expanded={open}
        aria-controls={id}
        aria-label={name === label ? undefined : name}
      >
        {label}
        <Icon name="chevronDown" size={16} aria-hidden />
      </Button>
      <div ref={list} id={id} popover="auto" role="group" aria-label={name} className={styles.list} onKeyDown={move}>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={styles.item}
            disabled={action.disabled}
            onClick={() => {
              list.current?.hidePopover?.()
              trigger.current?.focus()
              action.onSelect()
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </>
  )
}
