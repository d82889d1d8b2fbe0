import { useMutation } from '@tanstack/react-query'
import { previewFees, type Pricebook } from '@paydeck/core/pricebooks'
import { moneyOf } from '@paydeck/core/transactions'
import { useActiveList, usePaydeck, usePaymentMethodNames, problemsOf } from '@paydeck/react'
import { adminStyles, Button, AmountInput, Field, formatMoney, Heading, NativeSelect, useUi } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useFeeText, useTypedMoney } from './fee-input'

interface Draft {
  amount: string
  currency: string
  paymentMethod: string
}

/**
 * "What this merchant would pay": for an amount, a currency and a payment method, the fees the price book charges
 * on that payment (computed by the server), and those it charges on chargebacks, refunds and payouts.
 */
export function FeePreviewPanel({ book }: { book: Pricebook }) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const { locale } = useUi()
  const { feeText } = useFeeText()
  const currencies = useActiveList('currencies')
  const methods = useActiveList('paymentMethods')
  const methodName = usePaymentMethodNames(locale)
  const typed = useTypedMoney()
  const amountOf = (draft: Draft) => typed.amount(draft.amount, draft.currency)
  const preview = useMutation({
    mutationFn: (draft: Draft) =>
      previewFees(paydeck.http, book.id, {
        amount: amountOf(draft).value,
        currency: draft.currency,
        paymentMethod: draft.paymentMethod,
      }),
  })
  const change = useChangeForm<Draft>({
    defaultValues: { amount: '100', currency: book.currency, paymentMethod: '' },
    check: (draft) => ({
      amount: amountOf(draft).problem ?? (amountOf(draft).value > 0 ? undefined : t('send.required')),
      paymentMethod: draft.paymentMethod ? undefined : t('preview.chooseMethod'),
    }),
    save: preview.mutateAsync,
    refusalOf: problemsOf,
  })
  const { errors, form } = change
  const result = preview.data ?? null
  const money = (minor: number, code: string) => formatMoney(moneyOf(minor, code), locale)
  return (
    <section className={adminStyles.card} aria-labelledby="preview-heading">
      <Heading id="preview-heading" className={adminStyles.heading}>
        {t('preview.title')}
      </Heading>
      <p className={adminStyles.note}>{t('preview.intro', { name: book.name })}</p>
      <form className={adminStyles.bar} onSubmit={change.submit} noValidate aria-label={t('preview.title')}>
        <Field label={t('preview.amount')} error={errors.amount} required>
          <AmountInput
            value={form.watch('amount')}
            onValueChange={(value) => form.setValue('amount', value, { shouldDirty: true })}
          />
        </Field>
        <Field label={t('preview.currency')} error={errors.currency} required>
          <NativeSelect
            {...form.register('currency')}
            options={(currencies.data ?? [{ code: book.currency, name: book.currency }]).map((item) => ({
              value: item.code,
              label: item.code,
            }))}
          />
        </Field>
        <Field label={t('preview.method')} error={errors.paymentMethod} required>
          <NativeSelect
            {...form.register('paymentMethod')}
            options={[
              { value: '', label: t('preview.chooseMethod') },
              ...(methods.data ?? []).map((item) => ({ value: item.code, label: methodName(item.code) })),
            ]}
          />
        </Field>
        <Button type="submit" disabled={change.busy}>
          {t('preview.show')}
        </Button>
      </form>
      {errors.form && (
        <p role="alert" className={adminStyles.error}>
          {errors.form}
        </p>
      )}
      {result && (
        <div className={adminStyles.root} data-testid="fee-preview" aria-live="polite">
          {result.lines.length === 0 ? (
            <p className={adminStyles.note}>{t('preview.none')}</p>
          ) : (
            <table className={adminStyles.table}>
              <caption className={adminStyles.visuallyHidden}>{t('preview.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('preview.product')}</th>
                  <th scope="col">{t('fees.type')}</th>
                  <th scope="col">{t('preview.rate')}</th>
                  <th scope="col" data-number>
                    {t('preview.fee')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.lines.map((line) => (
                  <tr key={`${line.productName}-${line.feeTypeName}`}>
                    <td>{line.productName}</td>
                    <th scope="row">{line.feeTypeName}</th>
                    <td>{feeText(line.value, line.feeSymbol)}</td>
                    <td data-number>{money(line.fee, result.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('preview.total')}
                  </th>
                  <td data-number data-testid="fee-total">
                    <strong>{money(result.total, result.currency)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
          {result.onEvents.length > 0 && (
            <>
              <Heading depth={1} className={adminStyles.subheading}>
                {t('preview.events')}
              </Heading>
              <ul className={adminStyles.list}>
                {result.onEvents.map((fee) => (
                  <li key={`${fee.productName}-${fee.feeTypeName}`}>
                    {fee.feeTypeName}: {feeText(fee.value, fee.feeSymbol)}{' '}
                    {t(`preview.on.${fee.chargedOn}` as 'preview.on.refund')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  )
}
