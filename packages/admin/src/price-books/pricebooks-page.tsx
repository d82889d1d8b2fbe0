import { Suspense, useState } from 'react'
import { type Pricebook, type PricebookFilterType, pricebookFilterTypes, pricebookRule } from '@paydeck/core/pricebooks'
import {
  adminStyles,
  Button,
  ConfirmDelete,
  EditDeleteButtons,
  Field,
  formatDate,
  Heading,
  lazyWithWords,
  NativeSelect,
  OpenButton,
  type PagedColumn,
  PagedResults,
  QueryState,
  Screen,
  StatusPill,
  usePaging,
  useUi,
} from '@paydeck/ui'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { useAdminScreensT } from '../messages'
import { ScreenGate } from '../screen-gate'
import { RecordHistory } from '../audit/record-history'
import { BOOKS_PAGE_SIZE, useBook, useBookPage, useBookRemoval } from './pricebook-queries'

// Loaded when each first opens: the forms' react-hook-form is not on the screen's first page.
const SendProposalDialog = lazyWithWords(() =>
  import('./send-proposal-dialog').then((module) => ({ default: module.SendProposalDialog })),
)
// The fee preview is a form (react-hook-form): loaded as the book shows, not with the page.
// A book's products and their forms load when a book is opened, not with the list.
const ProductsPanel = lazyWithWords(() =>
  import('./products-panel').then((module) => ({ default: module.ProductsPanel })),
)
const FeePreviewPanel = lazyWithWords(() =>
  import('./fee-preview').then((module) => ({ default: module.FeePreviewPanel })),
)
const PricebookDialog = lazyWithWords(() =>
  import('./pricebook-dialog').then((module) => ({ default: module.PricebookDialog })),
)

/**
 * crm/price-books: the tenant's price books, filtered and paged by the server; each opened to its products and
 * fees (flat or by payment amount), what one payment would cost under it, and a proposal made from it.
 */
export function PriceBooks(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  return (
    <ScreenGate rule={pricebookRule} title={t('books.title')} widget="price-books" lifecycle={lifecycle}>
      <PriceBooksScreen {...lifecycle} />
    </ScreenGate>
  )
}

function PriceBooksScreen(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  const remove = useBookRemoval()
  const [filterType, setFilterType] = useState<PricebookFilterType>('all')
  const { paging, setPaging, toFirst } = usePaging(BOOKS_PAGE_SIZE)
  const page = useBookPage(paging.index, filterType)
  useWidgetLifecycle('price-books', { ready: page.isSuccess, error: page.error }, lifecycle)
  const [chosenId, setChosenId] = useState<number | null>(null)
  const shownId = chosenId ?? page.data?.data[0]?.id ?? null
  const shown = useBook(shownId)
  const [dialog, setDialog] = useState<{ book: Pricebook | null } | null>(null)
  const [deleting, setDeleting] = useState<Pricebook | null>(null)
  const [sending, setSending] = useState<Pricebook | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const columns = useBookColumns({
    shownId,
    onOpen: setChosenId,
    onEdit: (book) => setDialog({ book }),
    onDelete: setDeleting,
  })

  return (
    <Screen
      title={t('books.title')}
      actions={<Button onClick={() => setDialog({ book: null })}>{t('books.new')}</Button>}
    >
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('books.intro')}</p>
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        <section className={adminStyles.card} aria-labelledby="books-heading">
          <Heading id="books-heading" className={adminStyles.heading}>
            {t('books.title')}
          </Heading>
          <div className={adminStyles.bar}>
            <Field label={t('books.filter')}>
              <NativeSelect
                value={filterType}
                onChange={(event) => {
                  setFilterType(event.target.value as PricebookFilterType)
                  toFirst()
                  setChosenId(null)
                }}
                options={pricebookFilterTypes.map((type) => ({ value: type, label: t(`books.filter.${type}`) }))}
              />
            </Field>
          </div>
          <PagedResults
            query={page}
            caption={t('books.title')}
            columns={columns}
            rowKey={(book) => String(book.id)}
            empty={t('books.empty')}
            paging={paging}
            onPaging={setPaging}
          />
        </section>
        {shownId !== null && (
          <QueryState<Pricebook> query={shown}>
            {(book) => (
              <>
                <div className={adminStyles.actions}>
                  <Button variant="secondary" onClick={() => setSending(book)} disabled={!book.isActive}>
                    {t('send.open')}
                  </Button>
                </div>
                <Suspense fallback={null}>
                  <ProductsPanel key={book.id} book={book} onDone={setDone} />
                  <FeePreviewPanel key={`preview-${book.id}`} book={book} />
                </Suspense>
              </>
            )}
          </QueryState>
        )}
        {shownId !== null && <RecordHistory targetType="pricebook" targetId={shownId} />}
      </div>
      <Suspense fallback={null}>
        {dialog && (
          <PricebookDialog
            book={dialog.book}
            onClose={() => setDialog(null)}
            onSaved={(saved, created) => {
              setDialog(null)
              setChosenId(saved.id)
              setDone(t(created ? 'books.created' : 'books.saved', { name: saved.name }))
            }}
          />
        )}
      </Suspense>
      {deleting && (
        <ConfirmDelete
          title={t('books.delete', { name: deleting.name })}
          text={t('books.deleteText', { name: deleting.name })}
          onClose={() => setDeleting(null)}
          mutation={remove}
          variables={deleting.id}
          onDeleted={() => {
            if (chosenId === deleting.id) setChosenId(null)
            setDone(t('books.deleted', { name: deleting.name }))
          }}
        />
      )}
      <Suspense fallback={null}>
        {sending && (
          <SendProposalDialog
            book={sending}
            onClose={() => setSending(null)}
            onSent={(merchant, id) => {
              setSending(null)
              setDone(t('send.sent', { merchant, id }))
            }}
          />
        )}
      </Suspense>
    </Screen>
  )
}

/** The books' columns: what each holds, the button that opens one, and its edit and delete buttons. */
function useBookColumns({
  shownId,
  onOpen,
  onEdit,
  onDelete,
}: {
  shownId: number | null
  onOpen: (id: number) => void
  onEdit: (book: Pricebook) => void
  onDelete: (book: Pricebook) => void
}): PagedColumn<Pricebook>[] {
  const t = useAdminScreensT()
  const { timeZone } = useUi()
  return [
    {
      id: 'name',
      header: t('books.name'),
      cell: (book) => (
        <OpenButton
          pressed={book.id === shownId}
          label={t('books.open', { name: book.name })}
          onClick={() => onOpen(book.id)}
        >
          {book.name}
        </OpenButton>
      ),
    },
    {
      id: 'status',
      header: t('books.status'),
      cell: (book) => (
        <span className={adminStyles.actions}>
          {book.isStandard && <span className={adminStyles.tag}>{t('books.standard')}</span>}
          <StatusPill
            status={book.isActive ? 'Active' : 'Inactive'}
            label={book.isActive ? t('books.active') : t('books.inactive')}
          />
        </span>
      ),
    },
    { id: 'products', header: t('books.products'), cell: (book) => book.products },
    { id: 'documents', header: t('books.documents'), cell: (book) => book.documents },
    { id: 'owner', header: t('books.owner'), cell: (book) => book.ownerName ?? '—' },
    {
      id: 'updated',
      header: t('books.updated'),
      cell: (book) => formatDate(book.updated, { timeZone, time: 'minutes' }),
    },
    {
      id: 'actions',
      header: t('books.actions'),
      cell: (book) => (
        <span className={adminStyles.actions}>
          <EditDeleteButtons
            editLabel={t('books.edit', { name: book.name })}
            deleteLabel={t('books.delete', { name: book.name })}
            onEdit={() => onEdit(book)}
            onDelete={() => onDelete(book)}
          />
        </span>
      ),
    },
  ]
}
