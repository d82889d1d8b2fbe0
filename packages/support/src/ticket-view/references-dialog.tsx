import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { Ticket, TicketReference } from '@paydeck/core/support'
import { useCustomerNames } from '@paydeck/react'
import { Button, Dialog } from '@paydeck/ui'
import { useSupportT } from '../messages'
import type { SupportSide } from '../side/use-support-side'
import { ChoiceList } from '../ticket-form/choice-list'
import { TransactionsField } from '../ticket-form/transactions-field'
import { AttachmentsField, useAttachments } from '../ticket-form/use-attachments'
import { useTenantDirectory } from '../tickets/support-queries'
import { viewStyles as styles } from './ticket-view.styles'

export type ReferencesMutation = UseMutationResult<unknown, Error, TicketReference[]>

/** Adds transactions, files and (staff) customers to a ticket; files uploaded but not added are deleted again. */
export function ReferencesDialog({
  side,
  ticket,
  add,
  onClose,
}: {
  side: SupportSide
  ticket: Ticket
  add: ReferencesMutation
  onClose: () => void
}) {
  const t = useSupportT()
  const [transactions, setTransactions] = useState<string[]>([])
  const [customers, setCustomers] = useState<string[]>([])
  const platform = side.kind === 'platform'
  const attachments = useAttachments()
  const tenantCustomers = useCustomerNames()
  const directory = useTenantDirectory(platform ? ticket.tenantId : null)
  const customerOptions = platform
    ? (directory.merchants.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))
    : Object.entries(tenantCustomers).map(([id, name]) => ({ value: id, label: name }))
  const references: TicketReference[] = [
    ...transactions.map((value) => ({ key: 'transaction' as const, value })),
    ...customers.map((value) => ({ key: 'customer' as const, value })),
    ...attachments.fileIds.map((value) => ({ key: 'attachment' as const, value })),
  ]
  const cancel = () => {
    void attachments.removeAll()
    onClose()
  }
  // A merchant's own ticket is about its own transactions; staff search the ticket's customer's.
  const customerId = ticket.channel === 'CustomerToTenantTicketChannel' ? (ticket.customerId ?? undefined) : undefined
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title={t('addReferences')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('cancel')}
          </Button>
          <Button
            disabled={references.length === 0 || add.isPending || attachments.uploading}
            onClick={() => add.mutate(references, { onSuccess: onClose })}
          >
            {t('add')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TransactionsField
          kind={side.kind}
          tenantId={ticket.tenantId}
          customerId={side.kind === 'merchant' ? undefined : customerId}
          value={transactions}
          onValueChange={setTransactions}
        />
        {side.isStaff && (side.mayAttachCustomers || platform) && (
          <ChoiceList
            legend={t('customers')}
            searchLabel={t('filterList', { field: t('customers') })}
            options={customerOptions}
            value={customers}
            onValueChange={setCustomers}
          />
        )}
        <AttachmentsField attachments={attachments} tenantId={platform ? ticket.tenantId : undefined} />
        {add.isError && (
          <p role="alert" className={styles.problem}>
            {add.error.message}
          </p>
        )}
      </div>
    </Dialog>
  )
}
