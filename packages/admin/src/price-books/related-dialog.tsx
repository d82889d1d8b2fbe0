import { useState, type FormEvent } from 'react'
import { type PricebookProduct, setRelatedProducts } from '@paydeck/core/pricebooks'
import { fieldErrorsOf, userMessageOf } from '@paydeck/react'
import { CheckboxGroup, FormDialog } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { useProductsChange } from './pricebook-queries'

/** The products of the book sold with one (seed 002's related products); relating is both ways. */
export function RelatedDialog({
  bookId,
  product,
  products,
  onClose,
  onSaved,
}: {
  bookId: number
  product: PricebookProduct
  products: readonly PricebookProduct[]
  onClose: () => void
  onSaved: () => void
}) {
  const t = useAdminScreensT()
  const [chosen, setChosen] = useState<number[]>(product.related)
  const [error, setError] = useState<string | undefined>()
  const save = useProductsChange(bookId, (http, ids: number[]) => setRelatedProducts(http, bookId, product.id, ids))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(chosen, {
      onSuccess: onSaved,
      onError: (failure) => setError(fieldErrorsOf(failure).productIds ?? userMessageOf(failure)),
    })
  }
  return (
    <FormDialog
      title={t('related.title', { name: product.name })}
      description={t('related.intro')}
      submitLabel={t('related.save')}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <CheckboxGroup<number>
        legend={t('related.legend')}
        options={products
          .filter((other) => other.id !== product.id)
          .map((other) => ({ value: other.id, label: other.name }))}
        chosen={chosen}
        onChange={setChosen}
        error={error}
      />
    </FormDialog>
  )
}
