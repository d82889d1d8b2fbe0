import { documentFeeFields, type DocumentFeeField } from '@paydeck/core/proposals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { feeValueProblem, type Pricebook, sendPricebookProposal, type SendProposal } from '@paydeck/core/pricebooks'
import { useActiveList, usePaydeck, problemsOf } from '@paydeck/react'
import { AmountInput, Field, FormDialog, NativeSelect } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { useTypedMoney } from './fee-input'
import { bookKeys } from './pricebook-queries'

type Draft = { merchantId: string } & Record<DocumentFeeField, string>

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
  const { word } = useRuleWords()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const customers = useActiveList('customers')
  const send = useMutation({
    mutationFn: (proposal: SendProposal) => sendPricebookProposal(paydeck.http, book.id, proposal),
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: bookKeys.all })
      onSent(sent.merchantName, sent.id)
    },
  })
  const typed = useTypedMoney()
  const feeOf = (text: string) => typed.fee(text, book.currency)
  const dialog = useChangeForm<Draft>({
    defaultValues: {
      merchantId: '0',
      ...(Object.fromEntries(documentFeeFields.map((field) => [field, ''])) as Record<DocumentFeeField, string>),
    },
    check: (draft) => ({
      merchantId: Number(draft.merchantId) > 0 ? undefined : t('send.chooseMerchant'),
      ...Object.fromEntries(
        documentFeeFields.map((field) => [
          field,
          draft[field].trim() === ''
            ? t('send.required')
            : (feeOf(draft[field]).problem ?? word(feeValueProblem(feeOf(draft[field]).value, '€'))),
        ]),
      ),
    }),
    save: (draft) =>
      send.mutateAsync({
        merchantId: Number(draft.merchantId),
        ...Object.fromEntries(documentFeeFields.map((field) => [field, feeOf(draft[field]).value])),
      } as SendProposal),
    // The book itself refused (gone, or inactive) is the form's to say.
    refusalOf: (failure) => {
      const { pricebookId, ...problems } = problemsOf(failure)
      return pricebookId ? { ...problems, form: pricebookId } : problems
    },
  })
  const { errors } = dialog
  const { register, watch, setValue } = dialog.form
  return (
    <FormDialog
      title={t('send.title', { name: book.name })}
      description={t('send.intro', { name: book.name })}
      submitLabel={t('send.send')}
      form={dialog}
      onClose={onClose}
    >
      <Field label={t('send.merchant')} error={errors.merchantId} required>
        <NativeSelect
          {...register('merchantId')}
          options={[
            { value: '0', label: t('send.chooseMerchant') },
            ...(customers.data ?? []).map((customer) => ({ value: String(customer.id), label: customer.name })),
          ]}
        />
      </Field>
      {documentFeeFields.map((field) => (
        <Field key={field} label={`${t(`send.${field}`)} (${book.currency})`} error={errors[field]} required>
          <AmountInput value={watch(field)} onValueChange={(value) => setValue(field, value, { shouldDirty: true })} />
        </Field>
      ))}
    </FormDialog>
  )
}
