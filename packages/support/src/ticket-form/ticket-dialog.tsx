import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createTenantTicket,
  createTicket,
  escalateTicket,
  ticketPath,
  ticketPriorities,
  uploadRules,
  type Ticket,
} from '@paydeck/core/support'
import { useCustomerNames, usePaydeck } from '@paydeck/react'
import { Button, CheckboxMenu, Dialog, Field, FileUpload, Select, TextArea, TextInput, useT } from '@paydeck/ui'
import { useSupportT } from '../messages'
import type { SupportSide } from '../side/use-support-side'
import { supportKeys, useCategories, useTenantDirectory, useTenants } from '../tickets/support-queries'
import { TransactionsField } from './transactions-field'
import { useAttachments } from './use-attachments'
import { css } from '@paydeck/ui/styled-system/css'
import {
  emptyTicketForm,
  optionalFields,
  ticketFormSchema,
  toNewTicket,
  type OptionalField,
  type TicketFormValues,
} from './ticket-form.schema'

const styles = {
  form: css({ display: 'grid', gap: '4', maxBlockSize: '500px', overflowY: 'auto', paddingInline: '1' }),
  row: css({ display: 'flex', justifyContent: 'flex-end' }),
  problem: css({ color: 'negative', fontSize: 'sm' }),
  hint: css({ color: 'subtle', fontSize: 'sm' }),
}

export interface TicketDialogProps {
  side: SupportSide
  open: boolean
  onOpenChange: (open: boolean) => void
  /** A merchant's ticket to hand on to the platform (tenant staff): the dialog is 'Escalate Ticket'. */
  escalating?: Ticket
  /** The new ticket's id, after 'Ticket created' or 'Ticket escalated'. */
  onCreated?: (id: number, message: string) => void
}

/** The Contact Support dialog (Escalate Ticket when escalating), seed 000 sections 4 and 5. */
export function TicketDialog({ side, open, onOpenChange, escalating, onCreated }: TicketDialogProps) {
  const t = useSupportT()
  const ui = useT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const platform = side.kind === 'platform'
  const form = useForm<TicketFormValues>({
    mode: 'onChange',
    resolver: zodResolver(ticketFormSchema((field) => t('required', { field: t(field as never) }), platform)),
    defaultValues: escalating
      ? {
          ...emptyTicketForm,
          ticketCategory: escalating.category,
          subject: escalating.subject,
          description: escalating.description,
          priority: escalating.priority,
        }
      : emptyTicketForm,
  })
  const [shown, setShown] = useState<OptionalField[]>(escalating ? ['priority'] : [])
  const [notice, setNotice] = useState<string | null>(null)
  const tenantText = useWatch({ control: form.control, name: 'tenantId' })
  const tenantId = platform ? (tenantText ? Number(tenantText) : null) : side.tenantId
  const categories = useCategories()
  const tenants = useTenants(platform)
  const directory = useTenantDirectory(platform ? tenantId : null)
  const customerNames = useCustomerNames()
  const attachments = useAttachments(platform && tenantId !== null ? tenantId : undefined)

  const submit = useMutation({
    mutationFn: async (values: TicketFormValues) => {
      const payload = toNewTicket(values, shown, attachments.fileIds, window.location.href, side.userEmail)
      if (escalating) {
        const carried = escalating.references.filter((ref) => ref.key !== 'createdOn')
        payload.references = [
          ...carried,
          { key: 'customer', value: String(escalating.customerId) },
          ...payload.references!,
        ]
        return escalateTicket(paydeck.http, ticketPath(side.kind, escalating), payload)
      }
      if (platform) return createTenantTicket(paydeck.http, tenantId!, payload)
      return createTicket(paydeck.http, side.kind === 'merchant' ? 'CustomerToTenant' : 'TenantToPlatform', payload)
    },
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.all })
      onCreated?.(id, escalating ? t('ticketEscalated') : t('ticketCreated'))
      onOpenChange(false)
    },
  })

  const toggleField = async (field: OptionalField, on: boolean) => {
    setShown((current) => (on ? [...current, field] : current.filter((other) => other !== field)))
    if (!on && field === 'attachments' && (await attachments.removeAll()) > 0) setNotice(ui('upload.deleted'))
  }
  const categoryProblem =
    categories.isError || (categories.isSuccess && categories.data.length === 0) ? t('categoriesFailed') : null
  const tenantProblem = tenants.isError || (tenants.isSuccess && tenants.data.count === 0) ? t('tenantsFailed') : null
  const errors = form.formState.errors
  const waitForTenant = platform && tenantId === null
  const customerOptions = platform
    ? (directory.merchants.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))
    : Object.entries(customerNames).map(([id, name]) => ({ value: id, label: name }))
  const menuItems = optionalFields
    .filter((field) => field !== 'customers' || side.mayAttachCustomers || platform)
    .map((field) => ({ value: field, label: t(field) }))

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
          <Button
            type="submit"
            form="paydeck-ticket-form"
            disabled={!form.formState.isValid || submit.isPending || attachments.uploading || waitForTenant}
          >
            {t('send')}
          </Button>
        </>
      }
    >
      <form
        id="paydeck-ticket-form"
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => submit.mutate(values))}
      >
        {platform && (
          <>
            <Controller
              control={form.control}
              name="tenantId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('tenant')}
                  required
                  options={(tenants.data?.data ?? []).map((tenant) => ({
                    value: String(tenant.id),
                    label: tenant.name,
                  }))}
                  value={field.value || null}
                  onValueChange={(value) => {
                    field.onChange(value ?? '')
                    // Another tenant: its transactions, customers and people, chosen afresh.
                    form.setValue('transactions', [])
                    form.setValue('customers', [])
                    form.setValue('contactEmails', [])
                  }}
                  loading={tenants.isLoading}
                  error={tenantProblem ?? (fieldState.isTouched ? fieldState.error?.message : null)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="contactEmails"
              render={({ field }) => (
                <Select
                  multiple
                  label={t('contacts')}
                  options={(directory.users.data?.data ?? []).map((user) => ({
                    value: user.email,
                    label: `${user.firstName} ${user.lastName} <${user.email}>`,
                  }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  loading={directory.users.isLoading}
                  disabled={waitForTenant}
                />
              )}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="ticketCategory"
          render={({ field, fieldState }) => (
            <Select
              label={t('category')}
              required
              searchable={false}
              options={(categories.data ?? []).map((category) => ({
                value: category,
                label: t(`category.${category}`),
              }))}
              value={field.value || null}
              onValueChange={(value) => field.onChange(value ?? '')}
              loading={categories.isLoading}
              error={categoryProblem ?? (fieldState.isTouched ? fieldState.error?.message : null)}
            />
          )}
        />
        <Field label={t('subject')} required error={errors.subject?.message}>
          <TextInput {...form.register('subject')} maxLength={200} />
        </Field>
        <Field label={t('description')} required error={errors.description?.message}>
          <TextArea {...form.register('description')} />
        </Field>
        <div className={styles.row}>
          <CheckboxMenu
            label={t('expandFields')}
            items={menuItems}
            checked={shown}
            onCheckedChange={(value, on) => void toggleField(value as OptionalField, on)}
          />
        </div>
        {shown.includes('customers') && (
          <Controller
            control={form.control}
            name="customers"
            render={({ field }) => (
              <Select
                multiple
                label={t('customers')}
                options={customerOptions}
                value={field.value}
                onValueChange={field.onChange}
                disabled={waitForTenant}
              />
            )}
          />
        )}
        {shown.includes('transactions') && (
          <Controller
            control={form.control}
            name="transactions"
            render={({ field }) => (
              <TransactionsField
                kind={side.kind}
                tenantId={tenantId}
                value={field.value}
                onValueChange={field.onChange}
                disabled={waitForTenant}
              />
            )}
          />
        )}
        {shown.includes('priority') && (
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <Select
                label={t('priority')}
                searchable={false}
                options={ticketPriorities.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
                value={field.value}
                onValueChange={(value) => field.onChange(value ?? 'Medium')}
              />
            )}
          />
        )}
        {shown.includes('attachments') &&
          (waitForTenant ? (
            <p className={styles.hint}>{t('chooseTenantFirst')}</p>
          ) : (
            <FileUpload
              label={t('attachments')}
              rules={uploadRules}
              upload={attachments.upload}
              onRemove={attachments.remove}
            />
          ))}
        <div aria-live="polite">
          {notice && <p className={styles.hint}>{notice}</p>}
          {submit.isError && (
            <p role="alert" className={styles.problem}>
              {submit.error.message}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  )
}
