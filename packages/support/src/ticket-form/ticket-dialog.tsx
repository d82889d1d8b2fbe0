import { useId, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createTenantTicket,
  createTicket,
  escalateTicket,
  ticketPath,
  ticketPriorities,
  type Ticket,
  type TicketCategory,
} from '@paydeck/core/support'
import { useCustomerNames, usePaydeck } from '@paydeck/react'
import { Button, Dialog, Field, NativeSelect, TextArea, TextInput } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useSupportT } from '../messages'
import type { SupportSide } from '../side/use-support-side'
import { supportKeys, useCategories, useTenantDirectory, useTenants } from '../tickets/support-queries'
import { ChoiceList } from './choice-list'
import { optionalFields, toNewTicket, type OptionalField, type TicketFormValues } from './ticket-form.schema'
import { TransactionsField } from './transactions-field'
import { AttachmentsField, useAttachments } from './use-attachments'
import { useTicketForm } from './use-ticket-form'

const styles = {
  form: css({ display: 'grid', gap: '4', maxBlockSize: '500px', overflowY: 'auto', padding: '1' }),
  expand: css({ display: 'grid', justifyItems: 'end', gap: '2' }),
  fields: css({ display: 'flex', flexWrap: 'wrap', gap: '3', border: 'none', margin: '0', padding: '0' }),
  check: css({ display: 'inline-flex', gap: '1.5', alignItems: 'center', fontSize: 'sm' }),
  problem: css({ color: 'negative', fontSize: 'sm', margin: '0' }),
  hint: css({ color: 'subtle', fontSize: 'sm', margin: '0' }),
}

// The catalogue's names of the fields whose payload names differ.
const fieldLabels: Record<string, 'tenant' | 'category'> = { tenantId: 'tenant', ticketCategory: 'category' }

export interface TicketDialogProps {
  side: SupportSide
  open: boolean
  onOpenChange: (open: boolean) => void
  /** A merchant's ticket to hand on to the platform (tenant staff): the dialog is 'Escalate Ticket'. */
  escalating?: Ticket
  /** The new ticket's id, with 'Ticket created' or 'Ticket escalated'. */
  onCreated?: (id: number, message: string) => void
}

/** The Contact Support dialog (Escalate Ticket when escalating), seed 000 sections 4 and 5. */
export function TicketDialog({ side, open, onOpenChange, escalating, onCreated }: TicketDialogProps) {
  const t = useSupportT()
  const id = useId()
  const platform = side.kind === 'platform'
  const [shown, setShown] = useState<OptionalField[]>(escalating ? ['priority'] : [])
  const attachments = useAttachments()
  const submit = useSubmitTicket(side, shown, attachments.fileIds, escalating, (ticketId, message) => {
    onCreated?.(ticketId, message)
    onOpenChange(false)
  })

  const form = useTicketForm(
    escalating
      ? {
          ticketCategory: escalating.category,
          subject: escalating.subject,
          description: escalating.description,
          priority: escalating.priority,
        }
      : {},
    (field, issue) => {
      const name = t(fieldLabels[field] ?? (field as never))
      return issue.code === 'too_big'
        ? t('tooLong', { field: name, max: issue.maximum ?? 0 })
        : t('required', { field: name })
    },
    platform,
    submit.mutateAsync,
  )
  const { values } = form
  const tenantId = platform ? (values.tenantId ? Number(values.tenantId) : null) : side.tenantId
  const categories = useCategories()
  const tenants = useTenants(platform)
  const directory = useTenantDirectory(platform ? tenantId : null)
  const customerNames = useCustomerNames()

  const categoryProblem =
    categories.isError || (categories.isSuccess && categories.data.length === 0)
      ? t('categoriesFailed')
      : form.problem('ticketCategory')
  const tenantProblem =
    tenants.isError || (tenants.isSuccess && tenants.data.count === 0) ? t('tenantsFailed') : form.problem('tenantId')
  const waitForTenant = platform && tenantId === null
  const customerOptions = platform
    ? (directory.merchants.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))
    : Object.entries(customerNames).map(([value, label]) => ({ value, label }))
  const offered = optionalFields.filter((field) => field !== 'customers' || side.mayAttachCustomers || platform)
  const placeholder = { value: '', label: t('choose') }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={escalating ? t('escalateTicket') : t('contactSupport')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!form.valid || form.busy || attachments.uploading}>
            {t('send')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} noValidate onSubmit={form.submit}>
        {platform && (
          <PlatformRecipients
            form={form}
            tenants={tenants}
            directory={directory}
            problem={tenantProblem}
            waitForTenant={waitForTenant}
            placeholder={placeholder}
          />
        )}
        <TicketFacts
          form={form}
          categories={categories.data ?? []}
          categoryProblem={categoryProblem}
          placeholder={placeholder}
        />
        <OptionalFields
          id={`${id}-fields`}
          offered={offered}
          shown={shown}
          onToggle={(field, on) =>
            setShown((current) => (on ? [...current, field] : current.filter((other) => other !== field)))
          }
        />
        {shown.includes('customers') && (
          <ChoiceList
            legend={t('customers')}
            searchLabel={t('filterList', { field: t('customers') })}
            options={customerOptions}
            value={values.customers}
            onValueChange={(ids) => form.set('customers', ids)}
            disabled={waitForTenant}
            hint={waitForTenant ? t('chooseTenantFirst') : undefined}
          />
        )}
        {shown.includes('transactions') && (
          <TransactionsField
            kind={side.kind}
            tenantId={tenantId}
            value={values.transactions}
            onValueChange={(ids) => form.set('transactions', ids)}
            disabled={waitForTenant}
          />
        )}
        {shown.includes('priority') && (
          <Field label={t('priority')}>
            <NativeSelect
              options={ticketPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
              value={values.priority}
              onChange={(event) => form.set('priority', event.target.value as typeof values.priority)}
            />
          </Field>
        )}
        {waitForTenant ? (
          <p className={styles.hint}>{t('chooseTenantFirst')}</p>
        ) : (
          <AttachmentsField attachments={attachments} tenantId={platform && tenantId !== null ? tenantId : undefined} />
        )}
        <div aria-live="polite">
          {form.refusal && (
            <p role="alert" className={styles.problem}>
              {form.refusal}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  )
}

interface TicketFactsProps {
  form: ReturnType<typeof useTicketForm>
  categories: readonly TicketCategory[]
  categoryProblem: string | null | undefined
  placeholder: { value: string; label: string }
}

/** What the ticket is about: its category, subject and description, each said wrong when left. */
function TicketFacts({ form, categories, categoryProblem, placeholder }: TicketFactsProps) {
  const t = useSupportT()
  const { values } = form
  return (
    <>
      <Field label={t('category')} required error={categoryProblem}>
        <NativeSelect
          options={[placeholder, ...categories.map((c) => ({ value: c, label: t(`category.${c}`) }))]}
          value={values.ticketCategory}
          onChange={(event) => {
            form.set('ticketCategory', event.target.value as typeof values.ticketCategory)
            form.touch('ticketCategory')
          }}
          onBlur={() => form.touch('ticketCategory')}
        />
      </Field>
      <Field label={t('subject')} required error={form.problem('subject')}>
        <TextInput
          value={values.subject}
          onChange={(event) => form.set('subject', event.target.value)}
          onBlur={() => form.touch('subject')}
        />
      </Field>
      <Field label={t('description')} required error={form.problem('description')}>
        <TextArea
          value={values.description}
          onChange={(event) => form.set('description', event.target.value)}
          onBlur={() => form.touch('description')}
        />
      </Field>
    </>
  )
}

/** Sends the form: a new ticket (to the tenant chosen, for platform staff), or the escalation of a merchant's. */
function useSubmitTicket(
  side: SupportSide,
  shown: readonly OptionalField[],
  fileIds: string[],
  escalating: Ticket | undefined,
  done: (id: number, message: string) => void,
) {
  const t = useSupportT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: TicketFormValues) => {
      const payload = toNewTicket(values, shown, fileIds, window.location.href, side.userEmail)
      if (escalating) {
        // The platform sees what the merchant referred to, and which customer it is.
        const carried = escalating.references.filter((ref) => ref.key !== 'createdOn')
        const customer = { key: 'customer' as const, value: String(escalating.customerId) }
        payload.references = [...carried, customer, ...(payload.references ?? [])]
        return escalateTicket(paydeck.http, ticketPath(side.kind, escalating), payload)
      }
      // Platform staff write to the tenant chosen in the form (the schema requires it).
      if (side.kind === 'platform') return createTenantTicket(paydeck.http, Number(values.tenantId), payload)
      return createTicket(paydeck.http, side.kind === 'merchant' ? 'CustomerToTenant' : 'TenantToPlatform', payload)
    },
    onSuccess: async (ticketId) => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.all })
      done(ticketId, escalating ? t('ticketEscalated') : t('ticketCreated'))
    },
  })
}

/** Platform staff's recipients: the tenant written to, and whom of its people to copy. */
function PlatformRecipients({
  form,
  tenants,
  directory,
  problem,
  waitForTenant,
  placeholder,
}: {
  form: ReturnType<typeof useTicketForm>
  tenants: ReturnType<typeof useTenants>
  directory: ReturnType<typeof useTenantDirectory>
  problem: string | null | undefined
  waitForTenant: boolean
  placeholder: { value: string; label: string }
}) {
  const t = useSupportT()
  const chooseTenant = (value: string) => {
    form.set('tenantId', value)
    form.touch('tenantId')
    // Another tenant: its transactions, customers and people are chosen afresh.
    form.set('transactions', [])
    form.set('customers', [])
    form.set('contactEmails', [])
  }
  return (
    <>
      <Field label={t('tenant')} required error={problem}>
        <NativeSelect
          options={[placeholder, ...(tenants.data?.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))]}
          value={form.values.tenantId}
          onChange={(event) => chooseTenant(event.target.value)}
          onBlur={() => form.touch('tenantId')}
        />
      </Field>
      <ChoiceList
        legend={t('contacts')}
        searchLabel={t('filterList', { field: t('contacts') })}
        options={(directory.users.data?.data ?? []).map((user) => ({
          value: user.email,
          label: `${user.firstName} ${user.lastName} <${user.email}>`,
        }))}
        value={form.values.contactEmails}
        onValueChange={(emails) => form.set('contactEmails', emails)}
        loading={directory.users.isLoading}
        disabled={waitForTenant}
        hint={waitForTenant ? t('chooseTenantFirst') : undefined}
      />
    </>
  )
}

/** Expand fields: the optional fields a user may add to the form. */
function OptionalFields({
  id,
  offered,
  shown,
  onToggle,
}: {
  id: string
  offered: readonly OptionalField[]
  shown: readonly OptionalField[]
  onToggle: (field: OptionalField, on: boolean) => void
}) {
  const t = useSupportT()
  const [expanded, setExpanded] = useState(false)
  return (
    <div className={styles.expand}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {t('expandFields')}
      </Button>
      {expanded && (
        <fieldset id={id} className={styles.fields} aria-label={t('expandFields')}>
          {offered.map((field) => (
            <label key={field} className={styles.check}>
              <input
                type="checkbox"
                checked={shown.includes(field)}
                onChange={(event) => onToggle(field, event.target.checked)}
              />
              {t(field)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  )
}
