import { documentFeeFields, type DocumentFeeField } from '@paydeck/core/proposals'
import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { feeValueProblem, type Pricebook, sendPricebookProposal, type SendProposal } from '@paydeck/core/pricebooks'
import { useActiveList, usePaydeck } from '@paydeck/react'
import { adminStyles, DecimalInput, Field, FormDialog, NativeSelect } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { errorsOf } from '../sca'
import { bookKeys } from './pricebook-queries'

/** Sends one of the tenant's customers a proposal made from the price book, with its one-off and monthly fees. */
export function SendProposalDialog({
  book,
  onClose,
  onSent,
}: {
  book: Pricebook
  onClose: () => void
  onSent: (merchant: string, id: number) => void
}) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const customers = useActiveList('customers')
  const [merchantId, setMerchantId] = useState(0)
  const [fees, setFees] = useState<Record<DocumentFeeField, string>>({
    boardingFee: '',
    accountConfigurationFee: '',
    bankAccountSetupFee: '',
    monthlyMinimumFee: '',
    gatewayMonthlyAccess: '',
  })
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems: Record<string, string | undefined> = {}
    if (!(merchantId > 0)) problems.merchantId = t('send.chooseMerchant')
    for (const field of documentFeeFields)
      problems[field] =
        fees[field].trim() === '' ? t('send.required') : (feeValueProblem(Number(fees[field]), '€') ?? undefined)
    setErrors(problems)
    if (Object.values(problems).some(Boolean)) return
    const proposal = {
      merchantId,
      ...Object.fromEntries(documentFeeFields.map((field) => [field, Number(fees[field])])),
    } as SendProposal
    setBusy(true)
    sendPricebookProposal(paydeck.http, book.id, proposal)
      .then(async (sent) => {
        await queryClient.invalidateQueries({ queryKey: bookKeys.all })
        onSent(sent.merchantName, sent.id)
      })
      .catch((failure: unknown) => {
        setErrors(errorsOf(failure))
      })
      .finally(() => setBusy(false))
  }
  return (
    <FormDialog
      title={t('send.title', { name: book.name })}
      description={t('send.intro', { name: book.name })}
      submitLabel={t('send.send')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label={t('send.merchant')} error={errors.merchantId} required>
        <NativeSelect
          value={String(merchantId)}
          onChange={(event) => setMerchantId(Number(event.target.value))}
          options={[
            { value: '0', label: t('send.chooseMerchant') },
            ...(customers.data ?? []).map((customer) => ({ value: String(customer.id), label: customer.name })),
          ]}
        />
      </Field>
      {documentFeeFields.map((field) => (
        <Field key={field} label={`${t(`send.${field}`)} (${book.currency})`} error={errors[field]} required>
          <DecimalInput value={fees[field]} onValueChange={(value) => setFees({ ...fees, [field]: value })} />
        </Field>
      ))}
      {(errors.form ?? errors.pricebookId) && (
        <p role="alert" className={adminStyles.error}>
          {errors.form ?? errors.pricebookId}
        </p>
      )}
    </FormDialog>
  )
}
