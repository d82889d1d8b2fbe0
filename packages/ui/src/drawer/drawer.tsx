import { useEffect, useId, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { IconButton } from '../button/button'
import { DialogCloseButton, dialogStyles } from '../dialog/dialog'
import { Modal } from '../dialog/modal'
import { useT } from '../provider/ui-provider'
import { clampDrawerWidth, DRAWER_WIDTH_KEY, readDrawerWidth } from './drawer-width'

const styles = {
  // The <dialog>, pinned to the inline end instead of the UA's centring.
  surface: css({
    position: 'fixed',
    margin: '0',
    marginInlineStart: 'auto',
    padding: '0',
    border: 'none',
    blockSize: '100dvh',
    maxBlockSize: '100dvh',
    maxInlineSize: '100vw',
    overflow: 'visible',
    bg: 'surface',
    color: 'text',
    fontFamily: 'body',
    boxShadow: '-8px 0 32px rgb(0 0 0 / 0.2)',
    display: 'flex',
    flexDirection: 'column',
    outline: 'none',
    '&[open]': { display: 'flex' },
    '&::backdrop': { bg: 'overlay' },
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
  const id = useId()
  const [width, setWidth] = useState(() => readDrawerWidth(safeStorage()))
  const [maximized, setMaximized] = useState(false)
  const containerWidth = () => (typeof window === 'undefined' ? width : window.innerWidth)

  useEffect(() => {
    safeStorage()?.setItem(DRAWER_WIDTH_KEY, String(width))
  }, [width])

  const resizeTo = (next: number) => setWidth(clampDrawerWidth(next, containerWidth()))
  // The panel stands at the inline end: the right in a left-to-right page, the left in Arabic, where dragging and
  // the arrows work the other way round.
  const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl'
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    const rtl = isRtl(event.currentTarget)
    const move = (e: globalThis.PointerEvent) => resizeTo(rtl ? e.clientX : containerWidth() - e.clientX)
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', stop)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', stop)
  }
  const keyResize = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 80 : 20
    const outward = isRtl(event.currentTarget) ? 'ArrowRight' : 'ArrowLeft'
    const inward = outward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === outward) resizeTo(width + step)
    else if (event.key === inward) resizeTo(width - step)
    else return
    event.preventDefault()
  }
  const shownWidth = maximized ? containerWidth() : clampDrawerWidth(width, containerWidth())

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      labelledBy={`${id}-title`}
      className={styles.surface}
      part="panel"
      style={{ inlineSize: shownWidth }}
    >
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
      <div className={dialogStyles.header} part="header">
        <h2 id={`${id}-title`} className={dialogStyles.title}>
          {title}
        </h2>
        <div className={styles.actions}>
          <IconButton
            icon={maximized ? 'restore' : 'maximize'}
            label={maximized ? t('drawer.restore') : t('drawer.maximize')}
            onClick={() => setMaximized((value) => !value)}
          />
          <DialogCloseButton onClose={() => onOpenChange(false)} />
        </div>
      </div>
      <div className={dialogStyles.body}>{children}</div>
      {footer && <div className={dialogStyles.footer}>{footer}</div>}
    </Modal>
  )
}
