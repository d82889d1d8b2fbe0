import { Field, NativeSelect } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { useTenantChoices } from './transaction-queries'

const styles = { tenant: css({ display: 'grid', gap: '1.5', maxInlineSize: '24rem' }) }

/** Platform staff name the tenant whose transactions they look into or act on; nothing is asked before. */
export function TenantPicker({
  tenantId,
  onChange,
}: {
  tenantId: number | undefined
  onChange: (tenantId: number | undefined) => void
}) {
  const t = useTransactionsT()
  const tenants = useTenantChoices(true)
  return (
    <Field
      label={t('tenant')}
      className={styles.tenant}
      error={tenants.isError ? t('tenantsFailed', { error: tenants.error.message }) : null}
    >
      <NativeSelect
        value={tenantId ? String(tenantId) : ''}
        disabled={tenants.isPending}
        options={[
          { value: '', label: tenants.isPending ? t('loadingTenants') : t('chooseTenantOption') },
          ...(tenants.data?.data ?? []).map((tenant) => ({ value: String(tenant.id), label: tenant.name })),
        ]}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      />
    </Field>
  )
}
