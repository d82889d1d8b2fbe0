import { useId, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { IconButton } from '../button/button'
import { useT } from '../provider/ui-provider'
import { Modal } from './modal'

export const dialogStyles = {
  // The <dialog> itself: the UA's margin centres it; the backdrop is its ::backdrop.
  surface: css({
    // Centred as the UA centres a modal dialog (a shadow root's reset would otherwise pin it to the corner).
    margin: 'auto',
    padding: '0',
    border: 'none',
    bg: 'surface',
    color: 'text',
    fontFamily: 'body',
    borderRadius: 'xl',
    boxShadow: '0 12px 40px rgb(0 0 0 / 0.25)',
    maxInlineSize: 'calc(100vw - 2rem)',
    maxBlockSize: 'calc(100dvh - 2rem)',
    flexDirection: 'column',
    outline: 'none',
    overscrollBehavior: 'contain',
    '&[open]': { display: 'flex' },
    '&::backdrop': { bg: 'overlay' },
  }),
  header: css({
    display: 'flex',
    alignItems: 'start',
    justifyContent: 'space-between',
    gap: '4',
    paddingBlock: '4',
    paddingInline: '5',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
  }),
  title: css({ fontSize: 'lg', fontWeight: '700', margin: '0' }),
  description: css({ margin: '0', marginBlockStart: '1', color: 'subtle', fontSize: 'sm' }),
  body: css({ paddingBlock: '4', paddingInline: '5', overflowY: 'auto', flex: '1' }),
  footer: css({
    display: 'flex',
    justifyContent: 'flex-end',
    gap: '3',
    paddingBlock: '3',
    paddingInline: '5',
    borderBlockStart: '1px solid token(colors.neutralBg)',
  }),
}

const widths = { sm: 'min(26rem, 100%)', md: 'min(36rem, 100%)', lg: 'min(52rem, 100%)', wide: '90%' } as const

/** The close X of dialogs and drawers, named in the user's language. */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  const t = useT()
  return <IconButton icon="close" label={t('common.close')} onClick={onClose} />
}

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  size?: keyof typeof widths
  /** Proposals stay open when the backdrop is clicked (seed 002). */
  closeOnInteractOutside?: boolean
  role?: 'dialog' | 'alertdialog'
  className?: string
}

/** A modal dialog: the rest of the page inert, Escape and the close button dismiss, focus returns to its trigger. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnInteractOutside = true,
  role = 'dialog',
  className,
}: DialogProps) {
  const id = useId()
  const close = () => onOpenChange(false)
  return (
    <Modal
      open={open}
      onClose={close}
      closeOnBackdrop={closeOnInteractOutside}
      role={role}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className={cx(dialogStyles.surface, className)}
      style={{ inlineSize: widths[size] }}
    >
      <div className={dialogStyles.header} part="header">
        <div>
          <h2 id={`${id}-title`} className={dialogStyles.title}>
            {title}
          </h2>
          {description && (
            <p id={`${id}-description`} className={dialogStyles.description}>
              {description}
            </p>
          )}
        </div>
        <DialogCloseButton onClose={close} />
      </div>
      <div className={dialogStyles.body}>{children}</div>
      {footer && <div className={dialogStyles.footer}>{footer}</div>}
    </Modal>
  )
}
