import type { ReactNode } from 'react'
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { css, cx } from '../../styled-system/css'
import { IconButton } from '../button/button'
import { useT } from '../provider/ui-provider'

export const dialogStyles = {
  backdrop: css({ position: 'fixed', inset: '0', bg: 'rgb(0 0 0 / 0.45)', zIndex: 1000 }),
  positioner: css({
    position: 'fixed',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '4',
    zIndex: 1001,
  }),
  content: css({
    bg: 'surface',
    color: 'text',
    fontFamily: 'body',
    borderRadius: 'xl',
    boxShadow: '0 12px 40px rgb(0 0 0 / 0.25)',
    maxBlockSize: 'calc(100dvh - 2rem)',
    display: 'flex',
    flexDirection: 'column',
    outline: 'none',
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
export function DialogCloseButton() {
  const t = useT()
  return (
    <ArkDialog.CloseTrigger asChild aria-label={t('common.close')}>
      <IconButton icon="close" label={t('common.close')} />
    </ArkDialog.CloseTrigger>
  )
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

/** A modal dialog: focus trapped, Escape and the close button dismiss, focus returns to its trigger. */
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
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnInteractOutside}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={dialogStyles.backdrop} />
        <ArkDialog.Positioner className={dialogStyles.positioner}>
          <ArkDialog.Content className={cx(dialogStyles.content, className)} style={{ inlineSize: widths[size] }}>
            <div className={dialogStyles.header}>
              <div>
                <ArkDialog.Title className={dialogStyles.title}>{title}</ArkDialog.Title>
                {description && (
                  <ArkDialog.Description className={dialogStyles.description}>{description}</ArkDialog.Description>
                )}
              </div>
              <DialogCloseButton />
            </div>
            <div className={dialogStyles.body}>{children}</div>
            {footer && <div className={dialogStyles.footer}>{footer}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
