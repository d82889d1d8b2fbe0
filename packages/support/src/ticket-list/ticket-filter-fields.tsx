import type { SupportLabel } from '@paydeck/core/support'
import { ticketCategories, ticketPriorities, ticketStates } from '@paydeck/core/support'
import { Field, NativeSelect } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { useLabelName } from '../labels/label-name'
import { listStyles as styles } from './ticket-list.styles'
import type { TicketFilters } from './use-ticket-page'

type Option = { value: string; label: string }

interface TicketFilterFieldsProps {
  id: string
  hidden: boolean
  filters: TicketFilters
  onFilter: (name: keyof TicketFilters, value: string) => void
  /** The tenants to filter by (the platform's list); null: the side has none to choose. */
  tenants: readonly { id: number; name: string }[] | null
  labels: readonly SupportLabel[]
  /** The people the side's tickets are assigned to; null: the side does not answer them. */
  assignees: readonly { email: string; firstName: string; lastName: string }[] | null
}

/** The list's filters, each a choice of its values or any. */
export function TicketFilterFields({
  id,
  hidden,
  filters,
  onFilter,
  tenants,
  labels,
  assignees,
}: TicketFilterFieldsProps) {
  const t = useSupportT()
  const labelName = useLabelName()
  const filter = (name: keyof TicketFilters, label: string, options: Option[]) => (
    <Field label={label}>
      <NativeSelect
        options={[{ value: '', label: t('any') }, ...options]}
        value={filters[name]}
        onChange={(event) => onFilter(name, event.target.value)}
      />
    </Field>
  )
  return (
    <div id={id} className={styles.filters} hidden={hidden}>
      {tenants &&
        filter(
          'tenantId',
          t('tenant'),
          tenants.map((tenant) => ({ value: String(tenant.id), label: tenant.name })),
        )}
      {filter(
        'status',
        t('status'),
        ticketStates.map((state) => ({ value: state, label: t(`status.${state}`) })),
      )}
      {filter(
        'category',
        t('category'),
        ticketCategories.map((c) => ({ value: c, label: t(`category.${c}`) })),
      )}
      {filter(
        'priority',
        t('priority'),
        ticketPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) })),
      )}
      {filter(
        'labelId',
        t('label'),
        labels.map((l) => ({ value: String(l.labelId), label: labelName(l) })),
      )}
      {assignees &&
        filter(
          'assignee',
          t('assignee'),
          assignees.map((user) => ({ value: user.email, label: `${user.firstName} ${user.lastName}` })),
        )}
    </div>
  )
}
