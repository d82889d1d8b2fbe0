import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binDataSchema, updateBinData, type BinData } from '@paydeck/core/transaction-actions'
import type { TransactionDetails } from '@paydeck/core/transaction-activity'
import { resendWebhook } from '@paydeck/core/transaction-activity'
import { cardBrands } from '@paydeck/core/transactions'
import { problemsOf, useActiveList, usePaydeck } from '@paydeck/react'
import { DigitInput, Field, formatDate, FormDialog, NativeSelect, useUi } from '@paydeck/ui'
import { schemaCheck, useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { useTransactionRead, type DetailRef } from '../detail/transaction-reads'
import { transactionKeys } from '../shared/transaction-queries'
import { useActionsT } from './action-messages'

const styles = {
  facts: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
}

interface ToolDialogProps {
  details: TransactionDetails
  detailRef: DetailRef
  onClose: () => void
  onDone: (message: string) => void
}

/**
 * Correcting the card's BIN data (seed 001's bin-data call): the BIN in digits only (6 to 8), the brand and the
 * issuing country; a bad value is said under its field and kept.
 */
export function BinDataDialog({ details, detailRef, onClose, onDone }: ToolDialogProps) {
  const t = useActionsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const card = details.transaction.card!
  const countries = useActiveList('countries')
  const save = useMutation({
    mutationFn: (data: BinData) => updateBinData(paydeck.http, detailRef.id, data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
      onDone(t('done.binData'))
    },
  })
  const change = useChangeForm<BinData>({
    defaultValues: { cardBin: card.bin, cardBrand: card.brand, cardCountry: card.issuingCountry },
    check: schemaCheck(binDataSchema, (field) => t(`problem.${field as 'cardBin' | 'cardCountry'}`)),
    save: save.mutateAsync,
    refusalOf: problemsOf,
  })
  const { register, watch, setValue } = change.form
  const { errors } = change
  return (
    <FormDialog
      form={change}
      title={t('tool.binData')}
      submitLabel={t('save')}
      busyLabel={t('working')}
      onClose={onClose}
    >
      <p className={styles.facts}>{t('explain.binData')}</p>
      <Field label={t('bin')} required error={errors.cardBin}>
        <DigitInput
          value={watch('cardBin')}
          maxLength={8}
          inputMode="numeric"
          onValueChange={(cardBin: string) => setValue('cardBin', cardBin, { shouldDirty: true })}
        />
      </Field>
      <Field label={t('brand')} required error={errors.cardBrand}>
        <NativeSelect
          {...register('cardBrand')}
          options={cardBrands.map((brand) => ({ value: brand, label: brand }))}
        />
      </Field>
      <Field label={t('issuingCountry')} required error={errors.cardCountry}>
        <NativeSelect
          // Held by value: a field disabled while the list loads would otherwise be read as missing.
          value={watch('cardCountry')}
          onChange={(event) => setValue('cardCountry', event.target.value, { shouldDirty: true })}
          disabled={countries.isPending}
          options={(countries.data ?? [{ isoCode: card.issuingCountry, name: card.issuingCountry }]).map((country) => ({
            value: country.isoCode,
            label: country.name,
          }))}
        />
      </Field>
    </FormDialog>
  )
}

/** Sending an event's webhook to the merchant again (seed 001's resend-webhook): the answer is the new delivery. */
export function ResendWebhookDialog({ detailRef, onClose, onDone }: ToolDialogProps) {
  const t = useActionsT()
  const words = useTransactionsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const { timeZone } = useUi()
  const events = useTransactionRead('events', detailRef)
  const told = (events.data?.data ?? []).filter((event) => event.type !== 'Created')
  const send = useMutation({
    mutationFn: (id: number) => resendWebhook(paydeck.http, detailRef.kind, detailRef, id),
    onSuccess: (delivery) => {
      void queryClient.invalidateQueries({
        queryKey: transactionKeys.one(detailRef.kind, detailRef.id, detailRef.tenantId),
      })
      onDone(t('done.resendWebhook', { event: delivery.event, status: delivery.statusCode ?? delivery.status }))
    },
  })
  // The newest event told to the merchant unless another is chosen.
  const change = useChangeForm({
    defaultValues: { eventId: '' },
    save: ({ eventId }) => send.mutateAsync(Number(eventId || told.at(-1)?.id)),
    refusalOf: problemsOf,
  })
  const chosen = change.form.watch('eventId') || String(told.at(-1)?.id ?? '')
  return (
    <FormDialog
      form={change}
      title={t('tool.resendWebhook')}
      submitLabel={t('send')}
      busyLabel={t('working')}
      onClose={onClose}
    >
      <p className={styles.facts}>{t('explain.resendWebhook')}</p>
      <Field label={t('event')} error={events.isError ? events.error.message : change.errors.eventId}>
        <NativeSelect
          value={chosen}
          disabled={events.isPending}
          onChange={(event) => change.form.setValue('eventId', event.target.value)}
          options={
            events.isPending
              ? [{ value: '', label: t('working') }]
              : told.map((event) => ({
                  value: String(event.id),
                  label: `${words(`event.${event.type}`)} · ${formatDate(event.created, { timeZone, time: 'minutes' })}`,
                }))
          }
        />
      </Field>
    </FormDialog>
  )
}
