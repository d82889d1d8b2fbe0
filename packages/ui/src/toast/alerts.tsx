import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { createToaster, Toast, Toaster, type CreateToasterReturn } from '@ark-ui/react/toast'
import { css, cva } from '../../styled-system/css'
import { IconButton } from '../button/button'
import { Icon, type IconName } from '../icons/icons'
import { useT } from '../provider/ui-provider'

/** Alert toasts last 5000 ms unless persistent; error snackbars 7 s (seeds 000 and 001). */
export const ALERT_DURATION_MS = 5000
export const ERROR_SNACKBAR_MS = 7000

export const severities = ['success', 'warning', 'info', 'failed'] as const
export type Severity = (typeof severities)[number]

const icons: Record<Severity, IconName> = { success: 'check', warning: 'warning', info: 'info', failed: 'cancel' }
const arkTypes = { success: 'success', warning: 'warning', info: 'info', failed: 'error' } as const

export interface AlertOptions {
  severity: Severity
  message: string
  title?: string
  persistent?: boolean
}

export interface Alerts {
  toaster: CreateToasterReturn
  alert(options: AlertOptions): string | undefined
  /** The error snackbar: 7 s, with a close X. */
  error(message: string): string
}

/** One toaster per provider, never a module singleton: two widgets on a page keep their own. */
export function createAlerts(): Alerts {
  const toaster = createToaster({ placement: 'bottom-end', gap: 12, overlap: false, max: 5 })
  return {
    toaster,
    alert({ severity, message, title, persistent = false }) {
      if (!severities.includes(severity)) {
        console.error(`alert: unknown severity ${String(severity)}`)
        return undefined
      }
      return toaster.create({
        title,
        description: message,
        type: arkTypes[severity],
        duration: persistent ? Infinity : ALERT_DURATION_MS,
        meta: { severity },
      })
    },
    error(message) {
      return toaster.create({
        description: message,
        type: 'error',
        duration: ERROR_SNACKBAR_MS,
        meta: { severity: 'failed', snackbar: true },
      })
    },
  }
}

const AlertsContext = createContext<Alerts | null>(null)

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext)
  if (!alerts) throw new Error('useAlerts() was called outside <AlertsProvider>.')
  return alerts
}

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

export function AlertsProvider({ children }: { children: ReactNode }) {
  const alerts = useMemo(() => createAlerts(), [])
  const t = useT()
  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      <Portal>
        <Toaster toaster={alerts.toaster}>
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
    </AlertsContext.Provider>
  )
}
