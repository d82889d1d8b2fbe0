import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  fetchCustomerConfiguration,
  fetchCustomerConfigurationOptions,
  reportFrequencies,
  saveCustomerConfiguration,
  setCustomerConfigurationActive,
  type CustomerConfiguration,
  type CustomerConfigurationOptions,
  type ReportFrequency,
  type SaveCustomerConfiguration,
} from '@paydeck/core/reports'
import { problemsOf, useActiveList, usePaydeck, userMessageOf } from '@paydeck/react'
import { Button, CheckboxGroup, Field, formatDate, NativeSelect, useT, useUi } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { reportKeys } from './report-queries'
import { useReportsT } from './report-messages'

const styles = {
  root: css({ display: 'grid', gap: '4', maxWidth: '40rem', fontFamily: 'body', color: 'text' }),
  form: css({ display: 'grid', gap: '4' }),
  note: css({ color: 'subtle', margin: '0' }),
  error: css({ color: 'negative', margin: '0', fontSize: 'sm' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
}

const configurationKey = reportKeys.customerConfiguration

/**
 * crm/settings/report-settings/reports: a customer's automated reports (seed 000 section 7): which reports of its
 * book, how often and in which zone, and who receives them. When they fall due the server generates the files and
 * tells each recipient in the bell. A new configuration starts active; it can be paused and resumed.
 */
export function ReportSchedules() {
  const t = useReportsT()
  const customers = useActiveList('customers')
  const [customerId, setCustomerId] = useState<number | null>(null)
  const customerField = (
    <Field label={t('customer')}>
      <NativeSelect
        value={customerId === null ? '' : String(customerId)}
        onChange={(event) => setCustomerId(event.target.value ? Number(event.target.value) : null)}
        disabled={!customers.data}
        options={[
          { value: '', label: t('chooseCustomer') },
          ...(customers.data ?? []).map((customer) => ({ value: String(customer.id), label: customer.name })),
        ]}
      />
    </Field>
  )
  return (
    <section className={styles.root} aria-label={t('schedulesTitle')}>
      <p className={styles.note}>{t('schedulesIntro')}</p>
      {customers.isError ? (
        <p role="alert" className={styles.error}>
          {t('customersFailed', { error: customers.error.message })}
        </p>
      ) : (
        customerField
      )}
      {customerId !== null && <CustomerSchedule key={customerId} customerId={customerId} />}
    </section>
  )
}

function CustomerSchedule({ customerId }: { customerId: number }) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const configuration = useQuery({
    queryKey: configurationKey(customerId),
    queryFn: ({ signal }) => fetchCustomerConfiguration(paydeck.http, customerId, signal),
  })
  const options = useQuery({
    queryKey: reportKeys.configurationOptions(customerId),
    queryFn: ({ signal }) => fetchCustomerConfigurationOptions(paydeck.http, customerId, signal),
    staleTime: 5 * 60_000,
  })
  if (configuration.isPending || options.isPending) return <p role="status">{t('loading')}</p>
  if (configuration.isError || options.isError)
    return (
      <div>
        <p role="alert" className={styles.error}>
          {t('scheduleFailed', { error: (configuration.error ?? options.error)!.message })}
        </p>
        <Button variant="secondary" onClick={() => void Promise.all([configuration.refetch(), options.refetch()])}>
          {t('retry')}
        </Button>
      </div>
    )
  return <ScheduleForm customerId={customerId} saved={configuration.data} options={options.data} />
}

function ScheduleForm({
  customerId,
  saved,
  options,
}: {
  customerId: number
  saved: CustomerConfiguration
  options: CustomerConfigurationOptions
}) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const { timeZone: userZone } = useUi()
  const ui = useT()
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')
  const valuesOf = (configuration: CustomerConfiguration): SaveCustomerConfiguration => ({
    reportIds: configuration.reportIds,
    frequency: configuration.frequency,
    recipients: configuration.recipients,
    // A new one starts in the zone of the person setting it up.
    timeZone: configuration.saved ? configuration.timeZone : userZone,
  })
  const stored = (next: CustomerConfiguration, said: string) => {
    queryClient.setQueryData(configurationKey(customerId), next)
    change.form.reset(valuesOf(next))
    setMessage(said)
  }
  const save = useMutation({
    mutationFn: (next: SaveCustomerConfiguration) =>
      saveCustomerConfiguration(paydeck.http, customerId, next, !saved.saved),
    onSuccess: (next) => stored(next, t('scheduleSaved')),
  })
  const toggle = useMutation({
    mutationFn: (active: boolean) => setCustomerConfigurationActive(paydeck.http, customerId, active),
    onSuccess: (next) => stored(next, next.active ? t('scheduleResumed') : t('schedulePaused')),
  })
  const change = useChangeForm<SaveCustomerConfiguration>({
    defaultValues: valuesOf(saved),
    check: (draft) => ({
      reportIds: draft.reportIds.length === 0 ? t('chooseReport') : undefined,
      recipients: draft.recipients.length === 0 ? t('chooseRecipient') : undefined,
    }),
    save: save.mutateAsync,
    refusalOf: problemsOf,
  })
  const { watch, setValue, clearErrors, formState } = change.form
  const problems = change.errors
  const shown = watch()
  const edit = <K extends keyof SaveCustomerConfiguration>(name: K, value: SaveCustomerConfiguration[K]) => {
    setValue(name, value as never, { shouldDirty: true })
    clearErrors(name)
    setMessage('')
  }
  const when = (iso: string) => formatDate(iso, { timeZone: userZone, time: 'minutes' })
  const state = !saved.saved
    ? t('scheduleNew')
    : saved.active && saved.nextDue
      ? t('scheduleActive', { next: when(saved.nextDue) })
      : t('scheduleInactive')
  // The user's zone, UTC and the merchant's own: the periods of its reports are the days of the zone chosen.
  const zones = [
    ...new Set([userZone, 'UTC', ...(options.merchantTimeZone ? [options.merchantTimeZone] : []), shown.timeZone]),
  ]
  return (
    <form className={styles.form} onSubmit={change.submit} noValidate aria-label={t('scheduleOf')}>
      <p className={styles.note}>
        {state}
        {saved.lastGenerated && ` ${t('scheduleLast', { last: when(saved.lastGenerated) })}`}
        {saved.updatedBy &&
          saved.updated &&
          ` ${t('scheduleUpdated', { who: saved.updatedBy, when: when(saved.updated) })}`}
      </p>
      <CheckboxGroup
        legend={t('scheduleReports')}
        options={options.reports.map((report) => ({ value: report.id, label: report.title }))}
        chosen={shown.reportIds}
        onChange={(reportIds) => edit('reportIds', reportIds.map(String))}
        error={problems.reportIds}
      />
      <Field label={t('frequency')} error={problems.frequency}>
        <NativeSelect
          value={shown.frequency}
          onChange={(event) => edit('frequency', event.target.value as ReportFrequency)}
          options={reportFrequencies.map((frequency) => ({ value: frequency, label: t(`frequency${frequency}`) }))}
        />
      </Field>
      <Field label={t('timeZone')} error={problems.timeZone}>
        <NativeSelect
          value={shown.timeZone}
          onChange={(event) => edit('timeZone', event.target.value)}
          options={zones.map((zone) => ({
            value: zone,
            label:
              zone === userZone
                ? ui('time.own', { zone })
                : zone === options.merchantTimeZone
                  ? ui('time.merchant', { zone })
                  : zone,
          }))}
        />
      </Field>
      <CheckboxGroup
        legend={t('recipients')}
        options={options.recipients.map((user) => ({
          value: user.id,
          label: `${user.name} (${user.email})${user.staff ? ` · ${t('staff')}` : ''}`,
        }))}
        chosen={shown.recipients}
        onChange={(recipients) => edit('recipients', recipients.map(Number))}
        error={problems.recipients}
      />
      <div className={styles.bar}>
        <Button type="submit" disabled={change.busy || (saved.saved && !formState.isDirty)}>
          {change.busy ? t('saving') : t('save')}
        </Button>
        {saved.saved && (
          <Button
            variant="secondary"
            disabled={toggle.isPending || formState.isDirty}
            onClick={() => toggle.mutate(!saved.active)}
          >
            {saved.active ? t('pause') : t('resume')}
          </Button>
        )}
      </div>
      {(problems.form ?? toggle.isError) && (
        <p role="alert" className={styles.error}>
          {problems.form ?? userMessageOf(toggle.error)}
        </p>
      )}
      <p role="status" className={message ? styles.note : css({ srOnly: true })}>
        {message}
      </p>
    </form>
  )
}
