import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { binDataSchema, updateBinData, type BinData } from '@paydeck/core/transaction-actions'
import type { TransactionDetails } from '@paydeck/core/transaction-activity'
import { resendWebhook } from '@paydeck/core/transaction-activity'
import { cardBrands } from '@paydeck/core/transactions'
import { useActiveList, usePaydeck } from '@paydeck/react'
import { Button, Dialog, DigitInput, Field, formatDate, NativeSelect, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { useTransactionRead, type DetailRef } from '../detail/transaction-reads'
import { transactionKeys } from '../shared/transaction-queries'
import { useActionsT } from './action-messages'

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  facts: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
  error: css({ color: 'negative', margin: '0' }),
}

interface ToolDialogProps {
  details: TransactionDetails
  detailRef: DetailRef
  onClose: () => void
  onDone: (message: string) => void
}

/** The dialog's footer: Cancel, and the submit of its form with progress. */
function Footer({
  form,
  pending,
  label,
  onClose,
}: {
  form: string
  pending: boolean
  label: string
  onClose: () => void
}) {
  const t = useActionsT()
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        {t('cancel')}
      </Button>
      <Button type="submit" form={form} disabled={pending}>
        {pending ? t('working') : label}
      </Button>
    </>
  )
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
  const [form, setForm] = useState<BinData>({
    cardBin: card.bin,
    cardBrand: card.brand,
    cardCountry: card.issuingCountry,
  })
  const [touched, setTouched] = useState(false)
  const checked = z.safeParse(binDataSchema, form)
  const problem = (name: keyof BinData) =>
    touched && !checked.success ? (checked.error.issues.find((issue) => issue.path[0] === name)?.message ?? null) : null
  const save = useMutation({
    mutationFn: (data: BinData) => updateBinData(paydeck.http, detailRef.id, data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
      onDone(t('done.binData'))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (checked.success && !save.isPending) save.mutate(checked.data)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t('tool.binData')}
      footer={<Footer form="pd-bin-data" pending={save.isPending} label={t('save')} onClose={onClose} />}
    >
      <form id="pd-bin-data" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.facts}>{t('explain.binData')}</p>
        <Field label={t('bin')} required error={problem('cardBin')}>
          <DigitInput
            value={form.cardBin}
            maxLength={8}
            inputMode="numeric"
            onValueChange={(cardBin: string) => setForm({ ...form, cardBin })}
          />
        </Field>
        <Field label={t('brand')} required>
          <NativeSelect
            value={form.cardBrand}
            onChange={(event) => setForm({ ...form, cardBrand: event.target.value as BinData['cardBrand'] })}
            options={cardBrands.map((brand) => ({ value: brand, label: brand }))}
          />
        </Field>
        <Field label={t('issuingCountry')} required error={problem('cardCountry')}>
          <NativeSelect
            value={form.cardCountry}
            disabled={countries.isPending}
            onChange={(event) => setForm({ ...form, cardCountry: event.target.value })}
            options={(countries.data ?? [{ isoCode: form.cardCountry, name: form.cardCountry }]).map((country) => ({
              value: country.isoCode,
              label: country.name,
            }))}
          />
        </Field>
        {save.isError && (
          <p className={styles.error} role="alert">
            {save.error.message}
          </p>
        )}
      </form>
    </Dialog>
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
  const [eventId, setEventId] = useState<number | null>(null)
  const chosen = eventId ?? told.at(-1)?.id ?? null
  const send = useMutation({
    mutationFn: (id: number) => resendWebhook(paydeck.http, detailRef.kind, detailRef, id),
    onSuccess: (delivery) => {
      void queryClient.invalidateQueries({
        queryKey: transactionKeys.one(detailRef.kind, detailRef.id, detailRef.tenantId),
      })
      onDone(t('done.resendWebhook', { event: delivery.event, status: delivery.statusCode ?? delivery.status }))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen !== null && !send.isPending) send.mutate(chosen)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title={t('tool.resendWebhook')}
      footer={<Footer form="pd-resend-webhook" pending={send.isPending} label={t('send')} onClose={onClose} />}
    >
      <form id="pd-resend-webhook" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.facts}>{t('explain.resendWebhook')}</p>
        <Field label={t('event')} error={events.isError ? events.error.message : null}>
          <NativeSelect
            value={chosen === null ? '' : String(chosen)}
            disabled={events.isPending}
            onChange={(event) => setEventId(Number(event.target.value))}
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
        {send.isError && (
          <p className={styles.error} role="alert">
            {send.error.message}
          </p>
        )}
      </form>
    </Dialog>
  )
}
