import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchAlertSettings, saveAlertSettings, type AlertSettings } from '@paydeck/core/reports'
import { problemsOf, usePaydeck } from '@paydeck/react'
import { Button, DigitInput, Field, PercentageInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
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

const draftOf = (settings: AlertSettings): Draft => ({
  declineRatio: String(settings.declineRatio),
  pendingRatio: String(settings.pendingRatio),
  minPayments: String(settings.minPayments),
})

/**
 * crm/settings/alerts/decline-pending-ratio: the tenant's thresholds above which a day's decline or pending ratio
 * raises an alert, and the least payments a day needs first. A bad value is said under its field and kept.
 */
export function AlertSettingsForm() {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => fetchAlertSettings(paydeck.http, signal),
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
  return <AlertSettingsEditor settings={settings.data} />
}

function AlertSettingsEditor({ settings }: { settings: AlertSettings }) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const save = useMutation({
    mutationFn: (next: AlertSettings) => saveAlertSettings(paydeck.http, next),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  })
  const change = useChangeForm<Draft>({
    defaultValues: draftOf(settings),
    check: (draft) => Object.fromEntries(keys.map((key) => [key, draft[key] === '' ? t('required') : undefined])),
    save: async (draft) => {
      const answer = await save.mutateAsync({
        declineRatio: Number(draft.declineRatio),
        pendingRatio: Number(draft.pendingRatio),
        minPayments: Number(draft.minPayments),
      })
      change.form.reset(draftOf(answer))
      setSaved(true)
    },
    refusalOf: problemsOf,
  })
  const { errors, form } = change
  const dirty = form.formState.isDirty
  const field = (key: keyof AlertSettings) => ({
    value: form.watch(key),
    onValueChange: (value: string) => form.setValue(key, value, { shouldDirty: true }),
  })
  return (
    <form className={styles.form} onSubmit={change.submit} noValidate>
      <p className={styles.note}>{t('alertSettingsIntro')}</p>
      <Field label={t('declineRatio')} error={errors.declineRatio} helperText={t('percentHint')} required>
        <PercentageInput {...field('declineRatio')} />
      </Field>
      <Field label={t('pendingRatio')} error={errors.pendingRatio} helperText={t('percentHint')} required>
        <PercentageInput {...field('pendingRatio')} />
      </Field>
      <Field label={t('minPayments')} error={errors.minPayments} helperText={t('minPaymentsHint')} required>
        <DigitInput {...field('minPayments')} maxLength={6} />
      </Field>
      <div>
        <Button type="submit" disabled={change.busy || !dirty}>
          {change.busy ? t('saving') : t('save')}
        </Button>
      </div>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      {/* Said once saved, until the next change. */}
      <p role="status" className={saved && !dirty ? styles.note : css({ srOnly: true })}>
        {saved && !dirty ? t('alertSettingsSaved') : ''}
      </p>
    </form>
  )
}
