import { useState } from 'react'
import { AUDIT_RETENTION_DAYS } from '@paydeck/core/administration'
import { useSession } from '@paydeck/react'
import { adminStyles, Button, formatDate, Heading, useChangeForm, useUi } from '@paydeck/ui'
import { Field, NumberInput } from '@paydeck/ui/fields'
import { useAuditT } from './audit-messages'
import { useAuditHead, useRetentionChange } from './audit-queries'

/**
 * The newest link of the organisation's chain, to keep elsewhere, and (for a tenant's administrators and platform
 * staff naming a tenant) how long its records are kept.
 */
export function AuditHead({ tenantId }: { tenantId?: number }) {
  const t = useAuditT()
  const { timeZone } = useUi()
  const head = useAuditHead(tenantId)
  const kind = useSession((state) => state.userKind)
  const [message, setMessage] = useState('')
  if (!head.data) return null
  const { hash, seq, at, retentionDays } = head.data
  const mayKeep = kind === 'tenant' || (kind === 'platform' && tenantId !== undefined)
  const copy = async () => {
    await navigator.clipboard?.writeText(hash ?? '')
    setMessage(t('copied'))
  }
  return (
    <section className={adminStyles.card} aria-labelledby="audit-head-heading">
      <Heading id="audit-head-heading" className={adminStyles.subheading}>
        {t('head')}
      </Heading>
      {hash ? (
        <>
          <p className={adminStyles.note}>
            {t('record', { seq: seq ?? 0 })} · {at ? formatDate(at, { timeZone, time: 'seconds' }) : ''}
          </p>
          <code data-audit-head style={{ overflowWrap: 'anywhere' }}>
            {hash}
          </code>
          <p className={adminStyles.note}>{t('headNote')}</p>
          <div className={adminStyles.actions}>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {t('copy')}
            </Button>
          </div>
        </>
      ) : (
        <p className={adminStyles.note}>{t('headNone')}</p>
      )}
      <p role="status" className={adminStyles.note}>
        {message}
      </p>
      {mayKeep && <RetentionForm key={retentionDays} days={retentionDays} tenantId={tenantId} onSaved={setMessage} />}
    </section>
  )
}

function RetentionForm({
  days,
  tenantId,
  onSaved,
}: {
  days: number
  tenantId?: number
  onSaved: (message: string) => void
}) {
  const t = useAuditT()
  const save = useRetentionChange(tenantId)
  const { least, most } = AUDIT_RETENTION_DAYS
  const retention = useChangeForm<{ days: string }>({
    defaultValues: { days: String(days) },
    check: ({ days: value }) => ({
      days: /^\d+$/.test(value) && Number(value) >= least && Number(value) <= most ? undefined : `${least}–${most}`,
    }),
    save: async ({ days: value }) => {
      await save.mutateAsync(Number(value))
      onSaved(t('retentionSaved', { days: Number(value) }))
    },
    refusalOf: (failure) => ({ days: (failure as Error).message }),
  })
  const { form, errors, busy } = retention
  return (
    <form className={adminStyles.bar} onSubmit={retention.submit}>
      <Field label={t('retention')} helperText={t('retentionNote')} error={errors.days}>
        <NumberInput min={least} max={most} {...form.register('days')} />
      </Field>
      <Button type="submit" size="sm" disabled={busy}>
        {t('saveRetention')}
      </Button>
    </form>
  )
}
