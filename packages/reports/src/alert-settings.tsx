import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchAlertSettings, saveAlertSettings, type AlertSettings } from '@paydeck/core/reports'
import { fieldErrorsOf, usePaydeck, userMessageOf } from '@paydeck/react'
import { Button, DigitInput, Field, PercentageInput } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { reportKeys } from './report-queries'
import { useReportsT } from './report-messages'

const styles = {
  form: css({ display: 'grid', gap: '4', maxWidth: '32rem' }),
  note: css({ color: 'subtle', margin: '0' }),
  error: css({ color: 'negative', margin: '0' }),
}

type Draft = Record<keyof AlertSettings, string>
const keys = ['declineRatio', 'pendingRatio', 'minPayments'] as const
const settingsKey = reportKeys.alertSettings()

/**
 * crm/settings/alerts/decline-pending-ratio: the tenant's thresholds above which a day's decline or pending ratio
 * raises an alert, and the least payments a day needs first. A bad value is said under its field and kept.
 */
export function AlertSettingsForm() {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => fetchAlertSettings(paydeck.http, signal),
  })
  const [draft, setDraft] = useState<Draft | null>(null)
  const [problems, setProblems] = useState<Partial<Draft>>({})
  const [message, setMessage] = useState('')
  const save = useMutation({
    mutationFn: (next: AlertSettings) => saveAlertSettings(paydeck.http, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved)
      setDraft(null)
      setMessage(t('alertSettingsSaved'))
    },
    onError: (error) => setProblems(fieldErrorsOf<Draft>(error)),
  })
  if (settings.isPending) return <p role="status">{t('loading')}</p>
  if (settings.isError)
    return (
      <div>
        <p role="alert" className={styles.error}>
          {t('alertSettingsFailed', { error: settings.error.message })}
        </p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  const shown: Draft = draft ?? {
    declineRatio: String(settings.data.declineRatio),
    pendingRatio: String(settings.data.pendingRatio),
    minPayments: String(settings.data.minPayments),
  }
  const edit = (key: keyof AlertSettings) => (value: string) => {
    setDraft({ ...shown, [key]: value })
    setProblems((current) => ({ ...current, [key]: undefined }))
    setMessage('')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = Object.fromEntries(keys.filter((key) => shown[key] === '').map((key) => [key, t('required')]))
    if (Object.keys(missing).length > 0) return setProblems(missing)
    save.mutate({
      declineRatio: Number(shown.declineRatio),
      pendingRatio: Number(shown.pendingRatio),
      minPayments: Number(shown.minPayments),
    })
  }
  const generalError = save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>{t('alertSettingsIntro')}</p>
      <Field label={t('declineRatio')} error={problems.declineRatio} helperText={t('percentHint')} required>
        <PercentageInput value={shown.declineRatio} onValueChange={edit('declineRatio')} />
      </Field>
      <Field label={t('pendingRatio')} error={problems.pendingRatio} helperText={t('percentHint')} required>
        <PercentageInput value={shown.pendingRatio} onValueChange={edit('pendingRatio')} />
      </Field>
      <Field label={t('minPayments')} error={problems.minPayments} helperText={t('minPaymentsHint')} required>
        <DigitInput value={shown.minPayments} onValueChange={edit('minPayments')} maxLength={6} />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending || draft === null}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
      {generalError && (
        <p role="alert" className={styles.error}>
          {userMessageOf(save.error)}
        </p>
      )}
      <p role="status" className={message ? styles.note : css({ srOnly: true })}>
        {message}
      </p>
    </form>
  )
}
