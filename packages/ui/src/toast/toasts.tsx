import { useEffect, useMemo } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { css, cva } from '../../styled-system/css'
import { IconButton } from '../button/button'
import { Icon, type IconName } from '../icons/icons'
import { useT } from '../provider/ui-provider'
import type { Severity, ToastSink } from './alerts'

// The toaster (Ark's, on zag's toast machine): loaded by AlertsProvider when the page is idle or the first toast comes.

const icons: Record<Severity, IconName> = { success: 'check', warning: 'warning', info: 'info', failed: 'cancel' }

const toastStyle = cva({
  base: {
    display: 'flex',
    alignItems: 'start',
    gap: '3',
    minInlineSize: '18rem',
    maxInlineSize: '26rem',
    paddingBlock: '3',
    paddingInline: '4',
    borderRadius: 'lg',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
    fontFamily: 'body',
    bg: 'surface',
    color: 'text',
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 300ms, scale 300ms, opacity 300ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  variants: {
    severity: {
      success: { borderInlineStartColor: 'positive', '& > svg:first-child': { color: 'positive' } },
      warning: { borderInlineStartColor: 'pending', '& > svg:first-child': { color: 'pending' } },
      info: { borderInlineStartColor: 'link', '& > svg:first-child': { color: 'link' } },
      failed: { borderInlineStartColor: 'negative', '& > svg:first-child': { color: 'negative' } },
    },
  },
})

export default function Toasts({ attach }: { attach: (sink: ToastSink) => () => void }) {
  const toaster = useMemo(() => createToaster({ placement: 'bottom-end', gap: 12, overlap: false, max: 5 }), [])
  const t = useT()
  useEffect(
    () =>
      attach({
        create: (request) => void toaster.create(request),
        dismissErrors() {
          for (const toast of toaster.getVisibleToasts())
            if (toast.type === 'error' && toast.id) toaster.dismiss(toast.id)
        },
      }),
    [attach, toaster],
  )
  return (
    <Portal>
      <Toaster toaster={toaster}>
        {(toast) => {
          const severity = (toast.meta?.severity ?? 'info') as Severity
          return (
            <Toast.Root className={toastStyle({ severity })}>
              <Icon name={icons[severity]} />
              <div className={css({ flex: '1', minInlineSize: '0' })}>
                <Toast.Title className={css({ fontWeight: '700', fontSize: 'sm' })}>
                  {toast.title ?? t(`toast.${severity}`)}
                </Toast.Title>
                <Toast.Description className={css({ fontSize: 'sm' })}>{toast.description}</Toast.Description>
              </div>
              <Toast.CloseTrigger asChild aria-label={t('common.close')}>
                <IconButton icon="close" label={t('common.close')} />
              </Toast.CloseTrigger>
            </Toast.Root>
          )
        }}
      </Toaster>
    </Portal>
  )
}
