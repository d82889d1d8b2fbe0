import { AUDIT_RETENTION_DAYS } from '@paydeck/core/administration'
import { adminStyles, Button } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { Field, NumberInput } from '@paydeck/ui/fields'
import { useAuditT } from './audit-messages'
import { useRetentionChange } from './audit-queries'

/** How long the tenant keeps its audit records, in days (a change, on the trail too). */
export function RetentionForm({
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
