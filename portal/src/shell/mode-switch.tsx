import { useNavigate } from '@tanstack/react-router'
import { defaultPathFor, useSystemMode } from '@paydeck/react'
import { useAlerts } from '@paydeck/ui'
import { usePortalT } from '../i18n/portal-i18n'

/**
 * Seed 000 section 4: the Test/Live switch, for merchants that process; forced to Test and disabled for
 * SandboxEnabled. A change is saved (SystemMode), announced, and takes the user to the dashboard.
 */
export function ModeSwitch() {
  const { mode, visible, disabled, setMode } = useSystemMode()
  const alerts = useAlerts()
  const navigate = useNavigate()
  const t = usePortalT()
  if (!visible) return null
  const live = mode === 'Live'
  const label = live ? t('mode.live') : t('mode.test')
  const toggle = () => {
    const next = live ? 'Test' : 'Live'
    setMode(next)
    alerts.alert({
      severity: 'info',
      message: t('mode.changed', { mode: next === 'Live' ? t('mode.live') : t('mode.test') }),
    })
    void navigate({ to: defaultPathFor('merchant') })
  }
  return (
    <button
      type="button"
      role="switch"
      className="mode-switch"
      aria-checked={live}
      aria-label={t('mode.label')}
      data-mode={mode}
      disabled={disabled}
      title={disabled ? t('mode.forced') : undefined}
      onClick={toggle}
    >
      <span className="mode-switch__track" aria-hidden="true">
        <span className="mode-switch__thumb" />
      </span>
      <span className="mode-switch__text">{label}</span>
    </button>
  )
}
