import { type PricebookProduct, setRelatedProducts } from '@paydeck/core/pricebooks'
import { fieldErrorsOf, userMessageOf } from '@paydeck/react'
import { CheckboxGroup, FormDialog } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
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
  const change = useProductsChange(bookId, (http, ids: number[]) => setRelatedProducts(http, bookId, product.id, ids))
  const dialog = useChangeForm<{ related: number[] }>({
    defaultValues: { related: product.related },
    save: async ({ related }) => {
      await change.mutateAsync(related)
      onSaved()
    },
    refusalOf: (failure) => ({ related: fieldErrorsOf(failure).productIds ?? userMessageOf(failure) }),
  })
  return (
    <FormDialog
      title={t('related.title', { name: product.name })}
      description={t('related.intro')}
      submitLabel={t('related.save')}
      form={dialog}
      onClose={onClose}
    >
      <CheckboxGroup<number>
        legend={t('related.legend')}
        options={products
          .filter((other) => other.id !== product.id)
          .map((other) => ({ value: other.id, label: other.name }))}
        chosen={dialog.form.watch('related')}
        onChange={(chosen) => dialog.form.setValue('related', chosen, { shouldDirty: true })}
        error={dialog.errors.related}
      />
    </FormDialog>
  )
}
