import { useEffect, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { css } from '../../styled-system/css'
import { IconButton } from '../button/button'
import { DialogCloseButton, dialogStyles } from '../dialog/dialog'
import { useT } from '../provider/ui-provider'
import { clampDrawerWidth, DRAWER_WIDTH_KEY, readDrawerWidth } from './drawer-width'

const styles = {
  positioner: css({ position: 'fixed', insetBlock: '0', insetInlineEnd: '0', zIndex: 1001, display: 'flex' }),
  content: css({
    position: 'relative',
    blockSize: '100dvh',
    maxInlineSize: '100vw',
    bg: 'surface',
    color: 'text',
    fontFamily: 'body',
    boxShadow: '-8px 0 32px rgb(0 0 0 / 0.2)',
    display: 'flex',
    flexDirection: 'column',
    outline: 'none',
  }),
  handle: css({
    position: 'absolute',
    insetBlock: '0',
    insetInlineStart: '-3px',
    inlineSize: '6px',
    cursor: 'ew-resize',
    bg: 'transparent',
    _hover: { bg: 'link' },
    _focusVisible: { bg: 'link', outline: 'none' },
  }),
  actions: css({ display: 'flex', gap: '1' }),
}

const safeStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export interface DrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  children?: ReactNode
  footer?: ReactNode
}

/** A side panel: maximize and restore, resize by dragging or with the arrow keys, width remembered. */
export function Drawer({ open, onOpenChange, title, children, footer }: DrawerProps) {
  const t = useT()
  const [width, setWidth] = useState(() => readDrawerWidth(safeStorage()))
  const [maximized, setMaximized] = useState(false)
  const containerWidth = () => (typeof window === 'undefined' ? width : window.innerWidth)

  useEffect(() => {
    safeStorage()?.setItem(DRAWER_WIDTH_KEY, String(width))
  }, [width])

  const resizeTo = (next: number) => setWidth(clampDrawerWidth(next, containerWidth()))
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    const move = (e: globalThis.PointerEvent) => resizeTo(containerWidth() - e.clientX)
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', stop)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', stop)
  }
  const keyResize = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 80 : 20
    if (event.key === 'ArrowLeft') resizeTo(width + step)
    else if (event.key === 'ArrowRight') resizeTo(width - step)
    else return
    event.preventDefault()
  }
  const shownWidth = maximized ? containerWidth() : clampDrawerWidth(width, containerWidth())

  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={dialogStyles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content} style={{ inlineSize: shownWidth }}>
            {!maximized && (
              // The WAI-ARIA window splitter: a focusable separator that the arrow keys move.
              <div
                role="separator"
                aria-orientation="vertical"
                aria-label={t('drawer.resize')}
                aria-valuenow={shownWidth}
                tabIndex={0}
                className={styles.handle}
                onPointerDown={startDrag}
                onKeyDown={keyResize}
              />
            )}
            <div className={dialogStyles.header}>
              <ArkDialog.Title className={dialogStyles.title}>{title}</ArkDialog.Title>
              <div className={styles.actions}>
                <IconButton
                  icon={maximized ? 'restore' : 'maximize'}
                  label={maximized ? t('drawer.restore') : t('drawer.maximize')}
                  onClick={() => setMaximized((value) => !value)}
                />
                <DialogCloseButton />
              </div>
            </div>
            <div className={dialogStyles.body}>{children}</div>
            {footer && <div className={dialogStyles.footer}>{footer}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
