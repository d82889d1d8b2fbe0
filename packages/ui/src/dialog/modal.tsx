import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { Portal } from '@ark-ui/react/portal'

/**
 * The layer popovers render into. A modal `<dialog>` makes everything outside it inert, so a select or a tooltip
 * opened inside one must be portalled into the dialog, not into the page's body.
 */
const LayerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined)

/** Ark's portal, into the open modal when there is one. */
export function LayerPortal({ children }: { children: ReactNode }) {
  return <Portal container={useContext(LayerContext)}>{children}</Portal>
}

export interface ModalProps {
  open: boolean
  onClose: () => void
  /** A click on the backdrop closes the modal (seed 002: proposals stay open). */
  closeOnBackdrop?: boolean
  role?: 'dialog' | 'alertdialog'
  labelledBy?: string
  describedBy?: string
  className?: string
  style?: CSSProperties
  /** Its `part` name, for a host's `::part()`: a dialog, or a panel (the bell's, a drawer). */
  part?: 'dialog' | 'panel'
  children: ReactNode
}

/**
 * A modal on the platform's `<dialog>`: showModal() puts it in the top layer (above every stacking context and
 * shadow root), makes the rest of the page inert and moves focus in; Escape arrives as `cancel`. Mounted only
 * while open; focus returns to where it was.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null
}

function OpenModal({
  onClose,
  closeOnBackdrop = true,
  role = 'dialog',
  labelledBy,
  describedBy,
  className,
  style,
  part = 'dialog',
  children,
}: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const returnFocusTo = deepActiveElement()
    dialog.showModal()
    // showModal() focuses the first control; a modal may name a safer one (`data-autofocus`).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      dialog.close()
      returnFocusTo?.focus()
    }
  }, [])

  // The backdrop is the dialog's own box seen from outside: a click on the dialog element outside its rectangle.
  const clickOutside = (event: MouseEvent<HTMLDialogElement>) => {
    if (!closeOnBackdrop || event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) onClose()
  }

  // A modal dialog leaves Tab free to reach the browser's own controls; the WAI pattern keeps it going round.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (item) => item.getClientRects().length > 0,
    )
    const [first, last] = [items[0], items.at(-1)]
    const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement
    if (!first || !last) return
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A click on the backdrop is the pointer's way out; the keyboard's is Escape (the cancel event).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      style={style}
      part={part}
      onCancel={(event) => {
        // Controlled: the owner decides, and unmounting closes it.
        event.preventDefault()
        onClose()
      }}
      onClick={clickOutside}
      onKeyDown={keepTabInside}
    >
      <LayerContext.Provider value={ref}>{children}</LayerContext.Provider>
    </dialog>
  )
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

/** The focused element, looking into shadow roots (an element's trigger sits in its shadow root). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}
