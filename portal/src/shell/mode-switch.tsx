import { useNavigate } from '@tanstack/react-router'
import { labelOf, systemModeLabels } from '@paydeck/core/labels'
import { defaultPathFor, useSystemMode } from '@paydeck/react'
import { useAlerts } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { usePortalI18n, usePortalT } from '../i18n/portal-i18n'

const LIVE = "[data-mode='Live'] &"

const styles = {
  switch: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5rem',
    padding: '0.3rem 0.6rem',
    border: '1px solid currentColor',
    borderRadius: '999px',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: '700',
    cursor: 'pointer',
    '&:disabled': { cursor: 'not-allowed', opacity: '0.7' },
  }),
  // Amber for Test, green for Live.
  track: css({
    inlineSize: '2rem',
    blockSize: '1.125rem',
    borderRadius: '999px',
    background: '#b45309',
    position: 'relative',
    [LIVE]: { background: '#15803d' },
  }),
  thumb: css({
    position: 'absolute',
    insetBlockStart: '2px',
    insetInlineStart: '2px',
    inlineSize: '0.875rem',
    blockSize: '0.875rem',
    borderRadius: '50%',
    background: '#fff',
    transition: 'inset-inline-start 0.15s',
    [LIVE]: { insetInlineStart: 'calc(100% - 0.875rem - 2px)' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }),
}

/**
 * Seed 000 section 4: the Test/Live switch, for merchants that process; forced to Test and disabled for
 * SandboxEnabled. A change is saved (SystemMode), announced, and takes the user to the dashboard.
 */
export function ModeSwitch() {
  const { mode, visible, disabled, setMode } = useSystemMode()
  const alerts = useAlerts()
  const navigate = useNavigate()
  const { locale } = usePortalI18n()
  const t = usePortalT()
  if (!visible) return null
  const live = mode === 'Live'
  const label = labelOf(systemModeLabels, mode, locale)
  const toggle = () => {
    const next = live ? 'Test' : 'Live'
    setMode(next)
    alerts.alert({
      severity: 'info',
      message: t('mode.changed', { mode: labelOf(systemModeLabels, next, locale) }),
    })
    void navigate({ to: defaultPathFor('merchant') })
  }
  return (
    <button
      type="button"
      role="switch"
      className={styles.switch}
      aria-checked={live}
      aria-label={t('mode.label')}
      data-mode={mode}
      disabled={disabled}
      title={disabled ? t('mode.forced') : undefined}
      onClick={toggle}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
    </button>
  )
}
