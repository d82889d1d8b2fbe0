import { useState } from 'react'
import {
  setBillable,
  setJiraTicket,
  setTicketTime,
  startScoping,
  ticketTimes,
  waitForScoping,
  type PlatformDetails,
  type TicketPath,
  type TicketTime,
} from '@paydeck/core/support'
import { instantOfInput, localInputIn } from '@paydeck/core/time'
import type { HttpClient } from '@paydeck/core'
import { Button, Field, TextInput, useUi } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useSupportT } from '../messages'
import { viewStyles as styles } from './ticket-view.styles'

type Action = <V>(run: (http: HttpClient, path: TicketPath, value: V) => Promise<unknown>) => {
  mutate: (value: V) => void
  mutateAsync: (value: V) => Promise<unknown>
  isPending: boolean
  isError: boolean
  error: Error | null
}

export interface PlatformRecordsProps {
  details: PlatformDetails
  useAction: Action
}

/** What only the platform records on a tenant's ticket: scoping, billing, the Jira ticket and the three times. */
export default function PlatformRecords({ details, useAction }: PlatformRecordsProps) {
  const t = useSupportT()
  const { timeZone } = useUi()
  const shown = (field: TicketTime) => (details[field] ? localInputIn(details[field], timeZone) : '')
  const scope = useAction(async (http, path, _: void) => {
    await startScoping(http, path)
    if (!(await waitForScoping(http, path))) throw new Error(t('scopingFailed'))
  })
  const billing = useAction((http, path, value: { billable: boolean; note: string }) =>
    setBillable(http, path, value.billable, value.note),
  )
  const jira = useAction((http, path, value: string) => setJiraTicket(http, path, value))
  const time = useAction((http, path, value: { field: TicketTime; at: number }) =>
    setTicketTime(http, path, value.field, new Date(value.at).toISOString()),
  )
  const [note, setNote] = useState(details.billingNote ?? '')
  const jiraForm = useChangeForm({
    defaultValues: { key: details.jiraTicket ?? '' },
    save: ({ key }) => jira.mutateAsync(key.trim()),
    // Shown with the section's other refusals, below.
    refusalOf: () => ({}),
  })
  const problem = [scope, billing, jira, time].find((action) => action.isError)?.error

  return (
    <section className={styles.records} aria-labelledby="paydeck-platform-records">
      <h3 id="paydeck-platform-records" className={styles.sectionTitle}>
        {t('platformRecords')}
      </h3>
      <div className={styles.recordRow}>
        <span role="status">{scope.isPending ? t('scoping') : details.scoped ? t('scoped') : t('notScoped')}</span>
        <Button variant="secondary" size="sm" disabled={scope.isPending} onClick={() => scope.mutate(undefined)}>
          {t('scope')}
        </Button>
      </div>
      <fieldset className={styles.recordRow}>
        <legend className={styles.legend}>
          {t('billing')}:{' '}
          {details.billable === null ? t('notDecided') : details.billable ? t('billable') : t('nonBillable')}
        </legend>
        <Field label={t('billingNote')}>
          <TextInput value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <Button
          size="sm"
          variant="secondary"
          disabled={billing.isPending}
          onClick={() => billing.mutate({ billable: true, note })}
        >
          {t('billable')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={billing.isPending}
          onClick={() => billing.mutate({ billable: false, note })}
        >
          {t('nonBillable')}
        </Button>
      </fieldset>
      <form className={styles.recordRow} onSubmit={jiraForm.submit} noValidate>
        <Field label={t('jiraTicket')} helperText={t('jiraHint')}>
          <TextInput
            value={jiraForm.form.watch('key')}
            onChange={(event) => jiraForm.form.setValue('key', event.target.value.toUpperCase(), { shouldDirty: true })}
          />
        </Field>
        <Button type="submit" size="sm" disabled={!jiraForm.form.watch('key').trim() || jiraForm.busy}>
          {t('save')}
        </Button>
      </form>
      <div className={styles.controls}>
        {(Object.keys(ticketTimes) as TicketTime[]).map((field) => (
          <Field key={field} label={t(field)} helperText={t('localTime', { zone: timeZone })}>
            <TextInput
              type="datetime-local"
              defaultValue={shown(field)}
              // Saved when the control is left: typing a date changes it piece by piece.
              onBlur={(event) => {
                const at = instantOfInput(event.target.value, timeZone)
                if (at !== null && event.target.value !== shown(field)) time.mutate({ field, at })
              }}
            />
          </Field>
        ))}
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem.message}
        </p>
      )}
    </section>
  )
}
