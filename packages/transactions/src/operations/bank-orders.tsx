import { useState, type ReactNode } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { PaydeckHttpError } from '@paydeck/core'
import {
  approveBankOrder,
  bankOrderFormSchema,
  fetchBankOrderItems,
  fetchBankOrders,
  rowErrorSchema,
  uploadBankOrder,
  type BankOrder,
  type BankOrderStatus,
  type BankOrderUpload,
} from '@paydeck/core/transaction-actions'
import { bankOrderStatusLabels, labelOf } from '@paydeck/core/labels'
import { usePaydeck, useUser } from '@paydeck/react'
import {
  Button,
  DEFAULT_PAGE_SIZE,
  Dialog,
  Field,
  formatDate,
  formatMoney,
  mayRetry,
  type PagedColumn,
  TextInput,
  useUi,
  PagedResults,
  PAGE_SIZE_OPTIONS,
  StatusPill,
  usePaging,
} from '@paydeck/ui'
import { schemaCheck } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { moneyOf } from '@paydeck/core/transactions'
import { transactionKeys } from '../shared/transaction-queries'
import { ApplyPanel, BankOrderItemsTable, RowErrors } from './bank-order-preview'
import { BankOrderRules } from './bank-order-rules'
import { CsvUploadForm } from './csv-upload-form'
import { useOperationsT } from './operations-messages'
import { useOnceAction } from './use-once-action'
import { operationStyles } from './operation-styles'

type BankOrderFields = { bankName: string; accountNumber: string }

const styles = {
  heading: css({ fontSize: 'md', fontWeight: '600', margin: '0' }),
  fields: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  below: css({ display: 'block', fontSize: 'xs', color: 'subtle' }),
}
/** A refusal of the whole file (no row could be kept) carries every row's reason. */
const refusedFileSchema = z.object({ detail: z.string(), rows: z.array(rowErrorSchema) })

/** A bank order's status in words, coloured by what it means for the money. */
export function BankOrderStatusPill({ status }: { status: BankOrderStatus }) {
  const { locale } = useUi()
  const tone = ({ Queued: 'positive', AwaitingApproval: 'pending', Draft: 'neutral', Discarded: 'neutral' } as const)[
    status
  ]
  return <StatusPill status={status} tone={tone} label={labelOf(bankOrderStatusLabels, status, locale)} />
}

/** What became of an order once applied, approved or discarded, in the colour of what happened. */
function Outcome({ order }: { order: BankOrder }) {
  const t = useOperationsT()
  const tone = order.status === 'Queued' ? operationStyles.done : operationStyles.count
  return <p className={tone}>{t(`bankOrders.outcome.${order.status}`, { id: order.id, count: order.itemCount })}</p>
}

/**
 * Bank orders (seed 001's bank-order-uploads): upload a bank's CSV of transfers with the bank and the account they
 * leave from. Nothing is paid on upload: the preview lists what would be paid and what was refused, by line, and any
 * sign the file was uploaded before; Apply queues it (or sends it for approval under four eyes), Discard drops it.
 */
export function BankOrders({
  pageSize = DEFAULT_PAGE_SIZE,
  history,
}: {
  pageSize?: number
  /**
   * A bank order's History (the audit trail's records on it), as the app draws it (@paydeck/admin's AuditHistory,
   * for a reader who may read the trail): shown under an uploaded order's preview when given.
   */
  history?: (bankOrderId: number) => ReactNode
}) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [preview, setPreview] = useState<BankOrderUpload | null>(null)
  const [ended, setEnded] = useState<BankOrder | null>(null)
  const [reviewed, setReviewed] = useState<BankOrder | null>(null)
  const userId = useUser()?.id
  const { paging, setPaging, toFirst } = usePaging(pageSize)
  const [opened, setOpened] = useState<BankOrder | null>(null)
  const orders = useQuery({
    queryKey: transactionKeys.bankOrderPage(paging),
    queryFn: ({ signal }) => fetchBankOrders(paydeck.http, { pageIndex: paging.index, pageSize: paging.size }, signal),
    placeholderData: keepPreviousData,
  })

  const columns = useOrderColumns({
    ownUpload: (order) => order.uploadedById === userId,
    onOpen: setOpened,
    onReview: setReviewed,
    onApproved: setEnded,
  })

  return (
    <div className={operationStyles.root}>
      <section className={operationStyles.root} aria-labelledby="pd-bank-order-upload">
        <h2 id="pd-bank-order-upload" className={styles.heading}>
          {t('bankOrders.upload')}
        </h2>
        <CsvUploadForm<BankOrderUpload, BankOrderFields>
          label={t('bankOrders.upload')}
          hint={t('bankOrders.hint')}
          fields={{
            defaults: { bankName: '', accountNumber: '' },
            check: schemaCheck(bankOrderFormSchema, (field) => t(`problem.${field as keyof BankOrderFields}`)),
            render: ({ form, errors }) => (
              <div className={styles.fields}>
                <Field label={t('bankOrders.bankName')} required error={errors.bankName}>
                  <TextInput maxLength={100} {...form.register('bankName')} />
                </Field>
                <Field label={t('bankOrders.accountNumber')} required error={errors.accountNumber}>
                  <TextInput maxLength={34} autoComplete="off" {...form.register('accountNumber')} />
                </Field>
              </div>
            ),
          }}
          upload={(csvFile, fields, options) => uploadBankOrder(paydeck.http, { ...fields, csvFile }, options)}
          onUploaded={(upload) => {
            setPreview(upload)
            setEnded(null)
            toFirst()
            void queryClient.invalidateQueries({ queryKey: transactionKeys.bankOrders() })
          }}
          describeError={(error) => {
            const refused = error instanceof PaydeckHttpError && z.safeParse(refusedFileSchema, error.body)
            return refused && refused.success ? (
              <>
                <p>{refused.data.detail}</p>
                <RowErrors errors={refused.data.rows} />
              </>
            ) : null
          }}
        />
        <div role="status">{ended && <Outcome order={ended} />}</div>
        {preview && (
          <ApplyPanel
            order={preview.bankOrder}
            onEnded={(order) => {
              setPreview(null)
              setEnded(order)
            }}
          >
            {preview.errors.length > 0 && <RowErrors errors={preview.errors} />}
            <BankOrderItemsTable
              caption={t('bankOrders.previewRows', { id: preview.bankOrder.id })}
              items={preview.items}
            />
            {history?.(preview.bankOrder.id)}
          </ApplyPanel>
        )}
      </section>
      <BankOrderRules />
      <PagedResults
        caption={t('bankOrders.caption')}
        columns={columns}
        query={orders}
        rowKey={(order) => order.id}
        paging={paging}
        onPaging={setPaging}
        empty={t('bankOrders.empty')}
        pageSizes={PAGE_SIZE_OPTIONS}
        failed={(error) => t('bankOrders.loadFailed', { error })}
      />
      {opened && <BankOrderItems order={opened} onClose={() => setOpened(null)} />}
      {reviewed && (
        <Dialog
          open
          size="lg"
          onOpenChange={(open) => !open && setReviewed(null)}
          title={t('bankOrders.itemsTitle', { id: reviewed.id, file: reviewed.fileName })}
        >
          <ApplyPanel
            order={reviewed}
            onEnded={(order) => {
              setReviewed(null)
              setEnded(order)
            }}
          />
        </Dialog>
      )}
    </div>
  )
}

/** The orders' columns: what each holds, and the buttons that open, review or approve one. */
function useOrderColumns({
  ownUpload,
  onOpen,
  onReview,
  onApproved,
}: {
  ownUpload: (order: BankOrder) => boolean
  onOpen: (order: BankOrder) => void
  onReview: (order: BankOrder) => void
  onApproved: (order: BankOrder) => void
}): PagedColumn<BankOrder>[] {
  const t = useOperationsT()
  const { locale, timeZone } = useUi()
  return [
    { id: 'id', header: t('column.id'), cell: (order) => order.id },
    { id: 'status', header: t('bankOrders.status'), cell: (order) => <BankOrderStatusPill status={order.status} /> },
    {
      id: 'created',
      header: t('column.created'),
      cell: (order) => formatDate(order.created, { timeZone, time: 'minutes' }),
    },
    { id: 'file', header: t('bankOrders.file'), cell: (order) => order.fileName },
    {
      id: 'bank',
      header: t('bankOrders.bank'),
      cell: (order) => (
        <>
          {order.bankName}
          <span className={styles.below}>{order.accountNumber}</span>
        </>
      ),
    },
    {
      id: 'items',
      header: t('bankOrders.items'),
      cell: (order) => (
        <>
          {order.itemCount}
          {order.rowsRefused > 0 && (
            <span className={styles.below}>{t('bankOrders.refusedCount', { count: order.rowsRefused })}</span>
          )}
        </>
      ),
    },
    {
      id: 'totals',
      header: t('bankOrders.totals'),
      align: 'end',
      cell: (order) =>
        order.totals.map((total) => formatMoney(moneyOf(total.amount, total.currency), locale)).join(', '),
    },
    { id: 'uploadedBy', header: t('bankOrders.uploadedBy'), cell: (order) => order.uploadedBy },
    {
      id: 'open',
      header: <span className={css({ srOnly: true })}>{t('bankOrders.items')}</span>,
      cell: (order) => (
        <div className={operationStyles.bar}>
          {/* Short words on the button, the order named for assistive technology (its name holds the words). */}
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('bankOrders.showItems', { id: order.id })}
            onClick={() => onOpen(order)}
          >
            {t('bankOrders.items')}
          </Button>
          {order.status === 'Draft' && (
            <Button size="sm" aria-label={t('bankOrders.review', { id: order.id })} onClick={() => onReview(order)}>
              {t('bankOrders.reviewShort')}
            </Button>
          )}
          {order.status === 'AwaitingApproval' && (
            <ApproveButton order={order} ownUpload={ownUpload(order)} onApproved={onApproved} />
          )}
        </div>
      ),
    },
  ]
}

function BankOrderItems({ order, onClose }: { order: BankOrder; onClose: () => void }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const items = useQuery({
    queryKey: transactionKeys.bankOrderItems(order.id),
    queryFn: ({ signal }) => fetchBankOrderItems(paydeck.http, order.id, signal),
  })
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('bankOrders.itemsTitle', { id: order.id, file: order.fileName })}
    >
      <BankOrderItemsTable
        caption={t('bankOrders.showItems', { id: order.id })}
        items={items.data ?? []}
        loading={items.isPending}
        error={items.isError ? t('bankOrders.itemsFailed', { error: items.error.message }) : null}
        onRetry={mayRetry(items.error) ? () => void items.refetch() : undefined}
      />
    </Dialog>
  )
}

/** Approves an order awaiting approval; its uploader is told that someone else must (four eyes). */
function ApproveButton({
  order,
  ownUpload,
  onApproved,
}: {
  order: BankOrder
  ownUpload: boolean
  onApproved: (order: BankOrder) => void
}) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const approve = useOnceAction((requestId) => approveBankOrder(paydeck.http, order.id, requestId), {
    scope: transactionKeys.bankOrders(),
    onDone: onApproved,
  })
  if (ownUpload) return <span className={operationStyles.count}>{t('bankOrders.othersApprove')}</span>
  return (
    <>
      <Button size="sm" onClick={() => approve.mutate()} disabled={approve.isPending}>
        {approve.isPending ? t('working') : t('bankOrders.approve', { id: order.id })}
      </Button>
      {approve.isError && (
        <span role="alert" className={css({ color: 'negative', fontSize: 'sm' })}>
          {approve.error.message}
        </span>
      )}
    </>
  )
}
