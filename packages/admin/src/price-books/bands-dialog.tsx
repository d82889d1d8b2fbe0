import { useFieldArray } from 'react-hook-form'
import {
  type PricebookEntry,
  removePricingStructure,
  setPricingStructure,
  structureProblem,
} from '@paydeck/core/pricebooks'
import { fieldErrorsOf, userMessageOf } from '@paydeck/react'
import { adminStyles, AmountInput, Button, Field, FormDialog, IconButton } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { FeeInput, useTypedMoney } from './fee-input'
import { useProductsChange } from './pricebook-queries'

type Tiers = { fromAmount: number; value: number }[]
type Draft = { bands: { from: string; value: string }[] }

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
  const { words } = useRuleWords()
  const typed = useTypedMoney()
  const read = ({ bands }: Draft) =>
    bands.map((band) => ({ from: typed.amount(band.from, currency), value: typed.fee(band.value, entry.feeSymbol) }))
  const tiersOf = (draft: Draft): Tiers =>
    read(draft).map((band) => ({ fromAmount: band.from.value, value: band.value.value }))
  // What could not be read as an amount is said in the amount input's words, before the bands' rules.
  const unreadable = (draft: Draft) =>
    read(draft)
      .flatMap((band) => [band.from.problem, band.value.problem])
      .find(Boolean)
  const save = useProductsChange(bookId, (http, tiers: Tiers) =>
    tiers.length > 0
      ? setPricingStructure(http, bookId, entry.id, tiers)
      : removePricingStructure(http, bookId, entry.id),
  )
  const refusalOf = (failure: unknown) => ({ bands: fieldErrorsOf(failure).tiers ?? userMessageOf(failure) })
  const change = useChangeForm<Draft>({
    defaultValues: {
      bands:
        entry.pricingStructure.length > 0
          ? entry.pricingStructure.map((band) => ({ from: String(band.fromAmount), value: String(band.value) }))
          : [{ from: '0', value: String(entry.value) }],
    },
    check: (draft) =>
      unreadable(draft)
        ? { bands: unreadable(draft) }
        : words({ bands: structureProblem(tiersOf(draft), entry.feeSymbol) ?? undefined }),
    save: (draft) => save.mutateAsync(tiersOf(draft)).then(onSaved),
    refusalOf,
  })
  const { control, watch, setValue } = change.form
  const bands = useFieldArray({ control, name: 'bands' })
  const makeFlat = () =>
    save.mutate([], { onSuccess: onSaved, onError: (failure) => change.showProblems(refusalOf(failure)) })
  return (
    <FormDialog
      form={change}
      size="lg"
      title={t('bands.title', { fee: entry.feeTypeName, product: productName })}
      description={t('bands.intro', { currency })}
      submitLabel={t('bands.save')}
      actions={
        <Button variant="secondary" onClick={makeFlat} disabled={save.isPending}>
          {t('bands.clear')}
        </Button>
      }
      onClose={onClose}
    >
      {bands.fields.map((band, index) => (
        <div key={band.id} className={adminStyles.bar} data-band={index + 1}>
          <Field label={t('bands.from', { currency })}>
            <AmountInput
              value={watch(`bands.${index}.from`)}
              onValueChange={(value) => setValue(`bands.${index}.from`, value, { shouldDirty: true })}
            />
          </Field>
          <Field label={t('bands.value')}>
            <FeeInput
              symbol={entry.feeSymbol}
              value={watch(`bands.${index}.value`)}
              onValueChange={(value) => setValue(`bands.${index}.value`, value, { shouldDirty: true })}
            />
          </Field>
          {bands.fields.length > 1 && (
            <IconButton
              icon="trash"
              label={t('bands.remove', { index: index + 1 })}
              onClick={() => bands.remove(index)}
            />
          )}
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => bands.append({ from: '', value: '' })}>
          {t('bands.add')}
        </Button>
      </div>
      {change.errors.bands && (
        <p role="alert" className={adminStyles.error}>
          {change.errors.bands}
        </p>
      )}
    </FormDialog>
  )
}
