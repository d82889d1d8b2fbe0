import { useState, type FormEvent } from 'react'
import {
  type PricebookEntry,
  removePricingStructure,
  setPricingStructure,
  structureProblem,
} from '@paydeck/core/pricebooks'
import { fieldErrorsOf, userMessageOf } from '@paydeck/react'
import { adminStyles, Button, DecimalInput, Dialog, Field, IconButton } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { FeeInput } from './fee-input'
import { useProductsChange } from './pricebook-queries'

/** A fee's pricing structure: its value by payment amount, band by band, or flat again. */
export function BandsDialog({
  bookId,
  currency,
  productName,
  entry,
  onClose,
  onSaved,
}: {
  bookId: number
  currency: string
  productName: string
  entry: PricebookEntry
  onClose: () => void
  onSaved: () => void
}) {
  const t = useAdminScreensT()
  const [bands, setBands] = useState(
    entry.pricingStructure.length > 0
      ? entry.pricingStructure.map((band) => ({ from: String(band.fromAmount), value: String(band.value) }))
      : [{ from: '0', value: String(entry.value) }],
  )
  const [error, setError] = useState<string | null>(null)
  const save = useProductsChange(bookId, (http, tiers: { fromAmount: number; value: number }[]) =>
    tiers.length > 0
      ? setPricingStructure(http, bookId, entry.id, tiers)
      : removePricingStructure(http, bookId, entry.id),
  )
  const send = (tiers: { fromAmount: number; value: number }[]) =>
    save.mutate(tiers, {
      onSuccess: onSaved,
      onError: (failure) => setError(fieldErrorsOf(failure).tiers ?? userMessageOf(failure)),
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const tiers = bands.map((band) => ({ fromAmount: Number(band.from || NaN), value: Number(band.value || NaN) }))
    const problem = structureProblem(tiers, entry.feeSymbol)
    setError(problem)
    if (!problem) send(tiers)
  }
  const set = (index: number, part: 'from' | 'value', value: string) =>
    setBands(bands.map((band, at) => (at === index ? { ...band, [part]: value } : band)))
  const formId = 'bands-form'
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('bands.title', { fee: entry.feeTypeName, product: productName })}
      description={t('bands.intro', { currency })}
      footer={
        <>
          <Button variant="secondary" onClick={() => send([])} disabled={save.isPending}>
            {t('bands.clear')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {t('bands.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={adminStyles.root} onSubmit={submit} noValidate>
        {bands.map((band, index) => (
          <div key={index} className={adminStyles.bar} data-band={index + 1}>
            <Field label={t('bands.from', { currency })}>
              <DecimalInput value={band.from} onValueChange={(value) => set(index, 'from', value)} />
            </Field>
            <Field label={t('bands.value')}>
              <FeeInput
                symbol={entry.feeSymbol}
                value={band.value}
                onValueChange={(value) => set(index, 'value', value)}
              />
            </Field>
            {bands.length > 1 && (
              <IconButton
                icon="trash"
                label={t('bands.remove', { index: index + 1 })}
                onClick={() => setBands(bands.filter((_, at) => at !== index))}
              />
            )}
          </div>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => setBands([...bands, { from: '', value: '' }])}>
            {t('bands.add')}
          </Button>
        </div>
        {error && (
          <p role="alert" className={adminStyles.error}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  )
}
