import { useNavigate } from '@tanstack/react-router'
import { labelOf, systemModeLabels } from '@paydeck/core/labels'
import { defaultPathFor, useSystemMode } from '@paydeck/react'
import { useAlerts } from '@paydeck/ui'
import { usePortalI18n, usePortalT } from '../i18n/portal-i18n'

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
