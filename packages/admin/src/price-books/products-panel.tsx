import { Suspense, useState } from 'react'
import {
  addPricebookProduct,
  feeValueProblem,
  type Pricebook,
  PRICEBOOK_NAME_MAX,
  type PricebookEntry,
  type PricebookProduct,
  productProblems,
  removePricebookEntry,
  type SaveProduct,
  removePricebookProduct,
  setPricebookEntry,
} from '@paydeck/core/pricebooks'
import { fieldErrorsOf, useActiveList, usePaymentMethodNames, userMessageOf } from '@paydeck/react'
import {
  adminStyles,
  Button,
  CheckboxGroup,
  Field,
  Heading,
  IconButton,
  lazyWithWords,
  NativeSelect,
  QueryState,
  TextInput,
  useUi,
} from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { FeeInput, useFeeText, useTypedMoney } from './fee-input'
import { useFeeTypes, useProducts, useProductsChange } from './pricebook-queries'

// Loaded when they first open.
const RelatedDialog = lazyWithWords(() =>
  import('./related-dialog').then((module) => ({ default: module.RelatedDialog })),
)
const BandsDialog = lazyWithWords(() => import('./bands-dialog').then((module) => ({ default: module.BandsDialog })))

/** A refusal by the fields the server named, else under `fallback` (the form has no line of its own). */
const refusalUnder = (fallback: string) => (failure: unknown) => {
  const byField: Record<string, string | undefined> = fieldErrorsOf(failure)
  return Object.keys(byField).length > 0 ? byField : { [fallback]: userMessageOf(failure) }
}

/** Sets one fee of a product: a fee type it has not got (or has), and its value. */
function FeeForm({
  book,
  product,
  onDone,
}: {
  book: Pricebook
  product: PricebookProduct
  onDone: (text: string) => void
}) {
  const t = useAdminScreensT()
  const { word } = useRuleWords()
  const feeTypes = useFeeTypes()
  const save = useProductsChange(book.id, (http, entry: { feeTypeId: number; value: number }) =>
    setPricebookEntry(http, book.id, { productId: product.id, ...entry }),
  )
  const symbolOf = (feeTypeId: number) => feeTypes.data?.find((type) => type.feeTypeId === feeTypeId)?.feeSymbol ?? '%'
  const typed = useTypedMoney()
  const change = useChangeForm({
    defaultValues: { feeTypeId: 0, value: '' },
    check: ({ feeTypeId, value }) => {
      const fee = typed.fee(value, symbolOf(feeTypeId))
      return {
        feeTypeId: feeTypeId > 0 ? undefined : t('fees.chooseType'),
        value:
          value.trim() === ''
            ? t('send.required')
            : (fee.problem ?? word(feeValueProblem(fee.value, symbolOf(feeTypeId)))),
      }
    },
    save: async ({ feeTypeId, value }) => {
      await save.mutateAsync({ feeTypeId, value: typed.fee(value, symbolOf(feeTypeId)).value })
      change.form.reset()
      onDone(t('fees.saved'))
    },
    refusalOf: refusalUnder('value'),
  })
  const { register, watch, setValue } = change.form
  const { errors } = change
  return (
    <form
      className={adminStyles.bar}
      onSubmit={change.submit}
      noValidate
      aria-label={t('fees.setFor', { product: product.name })}
    >
      <Field label={t('fees.type')} error={errors.feeTypeId} required>
        <NativeSelect
          {...register('feeTypeId', { valueAsNumber: true })}
          options={[
            { value: '0', label: t('fees.chooseType') },
            ...(feeTypes.data ?? []).map((type) => ({
              value: String(type.feeTypeId),
              label: `${type.feeTypeName} (${type.feeSymbol === '%' ? '%' : book.currency})`,
            })),
          ]}
        />
      </Field>
      <Field label={t('fees.value')} error={errors.value} required>
        <FeeInput
          symbol={symbolOf(watch('feeTypeId'))}
          value={watch('value')}
          onValueChange={(value) => setValue('value', value, { shouldDirty: true })}
        />
      </Field>
      <Button type="submit" disabled={change.busy}>
        {t('fees.set')}
      </Button>
    </form>
  )
}

/** Adds a product: its name and the payment methods it prices (none: every method). */
function ProductForm({ book, onDone }: { book: Pricebook; onDone: (text: string) => void }) {
  const t = useAdminScreensT()
  const methods = useActiveList('paymentMethods')
  const methodName = usePaymentMethodNames(useUi().locale)
  const { words } = useRuleWords()
  const add = useProductsChange(book.id, (http, product: SaveProduct) => addPricebookProduct(http, book.id, product))
  const change = useChangeForm<SaveProduct>({
    defaultValues: { name: '', paymentMethods: [] },
    check: (draft) => words(productProblems(draft)),
    save: async (draft) => {
      const product = { ...draft, name: draft.name.trim() }
      await add.mutateAsync(product)
      change.form.reset()
      onDone(t('products.added', { name: product.name }))
    },
    refusalOf: refusalUnder('name'),
  })
  const { register, watch, setValue } = change.form
  const { errors } = change
  return (
    <form className={adminStyles.root} onSubmit={change.submit} noValidate aria-label={t('products.addTitle')}>
      <Heading depth={1} className={adminStyles.subheading}>
        {t('products.addTitle')}
      </Heading>
      <Field label={t('products.name')} error={errors.name} required>
        <TextInput maxLength={PRICEBOOK_NAME_MAX} {...register('name')} />
      </Field>
      <QueryState query={methods}>
        {(list) => (
          <CheckboxGroup<string>
            legend={t('products.methods')}
            options={list.map((method) => ({ value: method.code, label: methodName(method.code) }))}
            chosen={watch('paymentMethods')}
            onChange={(chosen) => setValue('paymentMethods', chosen, { shouldDirty: true })}
            error={errors.paymentMethods}
          />
        )}
      </QueryState>
      <div>
        <Button type="submit" disabled={change.busy}>
          {t('products.add')}
        </Button>
      </div>
    </form>
  )
}

/** A price book's products, each with its fees (flat or by bands) and the form that sets one; a new product. */
interface FeeTableProps {
  product: PricebookProduct
  onBands: (entry: PricebookEntry) => void
  onRemove: (entry: PricebookEntry) => void
}

/** A product's fees: each one's value and its bands by amount (opened to edit), and a button to remove it. */
function FeeTable({ product, onBands, onRemove }: FeeTableProps) {
  const t = useAdminScreensT()
  const { feeText, amountText } = useFeeText()
  if (product.entries.length === 0) return null
  return (
    <table className={adminStyles.table}>
      <caption className={adminStyles.visuallyHidden}>{product.name}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fees.type')}</th>
          <th scope="col">{t('fees.value')}</th>
          <th scope="col">{t('fees.structure')}</th>
          <th scope="col">
            <span className={adminStyles.visuallyHidden}>{t('books.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {product.entries.map((entry) => (
          <tr key={entry.id} data-fee={entry.feeTypeName}>
            <th scope="row">{entry.feeTypeName}</th>
            <td>{feeText(entry.value, entry.feeSymbol)}</td>
            <td>
              <button
                type="button"
                className={adminStyles.linkButton}
                aria-label={t('fees.editBands', { fee: entry.feeTypeName, product: product.name })}
                onClick={() => onBands(entry)}
              >
                {entry.pricingStructure.length > 0
                  ? entry.pricingStructure
                      .map((band) => `${amountText(band.fromAmount)}+: ${feeText(band.value, entry.feeSymbol)}`)
                      .join(' · ')
                  : t('fees.flat')}
              </button>
            </td>
            <td>
              <IconButton
                icon="trash"
                label={t('fees.remove', { fee: entry.feeTypeName, product: product.name })}
                onClick={() => onRemove(entry)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ProductsPanel({ book, onDone }: { book: Pricebook; onDone: (text: string) => void }) {
  const t = useAdminScreensT()
  const methodName = usePaymentMethodNames(useUi().locale)
  const products = useProducts(book.id)
  const [bands, setBands] = useState<{ product: PricebookProduct; entry: PricebookEntry } | null>(null)
  const [relating, setRelating] = useState<PricebookProduct | null>(null)
  const remove = useProductsChange(book.id, (http, productId: number) =>
    removePricebookProduct(http, book.id, productId),
  )
  const removeFee = useProductsChange(book.id, (http, entryId: number) => removePricebookEntry(http, entryId))
  return (
    <section className={adminStyles.card} aria-labelledby="products-heading">
      <Heading id="products-heading" className={adminStyles.heading}>
        {t('products.title', { name: book.name })}
      </Heading>
      <QueryState query={products}>
        {(list) =>
          list.length === 0 ? (
            <p className={adminStyles.note}>{t('products.none')}</p>
          ) : (
            <ul className={adminStyles.list}>
              {list.map((product) => (
                <li key={product.id} className={adminStyles.root} data-product={product.name}>
                  <div className={adminStyles.item}>
                    <span>
                      <strong>{product.name}</strong>{' '}
                      <span className={adminStyles.meta}>
                        {product.paymentMethods.length > 0
                          ? product.paymentMethods.map(methodName).join(', ')
                          : t('products.everyMethod')}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('products.remove', { name: product.name })}
                      onClick={() =>
                        remove.mutate(product.id, {
                          onSuccess: () => onDone(t('products.removed', { name: product.name })),
                        })
                      }
                    >
                      {t('users.delete')}
                    </Button>
                  </div>
                  <p className={adminStyles.meta}>
                    {product.related.length > 0
                      ? t('related.soldWith', {
                          names: list
                            .filter((other) => product.related.includes(other.id))
                            .map((other) => other.name)
                            .join(', '),
                        })
                      : t('related.alone')}{' '}
                    <button
                      type="button"
                      className={adminStyles.linkButton}
                      aria-label={t('related.change', { name: product.name })}
                      onClick={() => setRelating(product)}
                    >
                      {t('related.changeShort')}
                    </button>
                  </p>
                  <FeeTable
                    product={product}
                    onBands={(entry) => setBands({ product, entry })}
                    onRemove={(entry) => removeFee.mutate(entry.id)}
                  />
                  <FeeForm book={book} product={product} onDone={onDone} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {(remove.isError || removeFee.isError) && (
        <p role="alert" className={adminStyles.error}>
          {userMessageOf(remove.error ?? removeFee.error)}
        </p>
      )}
      <ProductForm book={book} onDone={onDone} />
      <Suspense fallback={null}>
        {relating && (
          <RelatedDialog
            bookId={book.id}
            product={relating}
            products={products.data ?? []}
            onClose={() => setRelating(null)}
            onSaved={() => {
              setRelating(null)
              onDone(t('related.saved', { name: relating.name }))
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {bands && (
          <BandsDialog
            bookId={book.id}
            currency={book.currency}
            productName={bands.product.name}
            entry={bands.entry}
            onClose={() => setBands(null)}
            onSaved={() => {
              setBands(null)
              onDone(t('bands.saved'))
            }}
          />
        )}
      </Suspense>
    </section>
  )
}
