import { useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { PaydeckHttpError } from '@paydeck/core'
import {
  bankOrderFormSchema,
  fetchBankOrderItems,
  fetchBankOrders,
  rowErrorSchema,
  uploadBankOrder,
  type BankOrder,
  type BankOrderItem,
  type BankOrderUpload,
  type RowError,
} from '@paydeck/core/transaction-actions'
import { usePaydeck } from '@paydeck/react'
import {
  Button,
  type ColumnDef,
  DataTable,
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
  schemaCheck,
  usePaging,
} from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { moneyOf } from '@paydeck/core/transactions'
import { Money } from '../shared/money'
import { transactionKeys } from '../shared/transaction-queries'
import { CsvUploadForm } from './csv-upload-form'

type BankOrderFields = { bankName: string; accountNumber: string }
import { useOperationsT } from './operations-messages'
import { operationStyles } from './operation-styles'

const styles = {
  heading: css({ fontSize: 'md', fontWeight: '600', margin: '0' }),
  fields: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
}
/** A refusal of the whole file (no row could be kept) carries every row's reason. */
const refusedFileSchema = z.object({ detail: z.string(), rows: z.array(rowErrorSchema) })

function RowErrors({ errors }: { errors: readonly RowError[] }) {
  const t = useOperationsT()
  return (
    <>
      <p>{t('bankOrders.refusedRows', { count: errors.length })}</p>
      <ul className={operationStyles.refusals}>
        {errors.map((error) => (
          <li key={error.row}>{t('bankOrders.rowError', { row: error.row, message: error.message })}</li>
        ))}
      </ul>
    </>
  )
}

/**
 * Bank orders (seed 001's bank-order-uploads): upload a bank's CSV of transfers with the bank and the account they
 * leave from; the rows the sandbox could not keep are listed by line, the rest become the order's items.
 */
export function BankOrders({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const { locale, timeZone } = useUi()
  const [result, setResult] = useState<BankOrderUpload | null>(null)
  const { paging, setPaging, toFirst } = usePaging(pageSize)
  const [opened, setOpened] = useState<BankOrder | null>(null)
  const orders = useQuery({
    queryKey: transactionKeys.bankOrderPage(paging),
    queryFn: ({ signal }) => fetchBankOrders(paydeck.http, { pageIndex: paging.index, pageSize: paging.size }, signal),
    placeholderData: keepPreviousData,
  })

  const columns: PagedColumn<BankOrder>[] = [
    { id: 'id', header: t('column.id'), cell: (order) => order.id },
    {
      id: 'created',
      header: t('column.created'),
      cell: (order) => formatDate(order.created, { timeZone, time: 'minutes' }),
    },
    { id: 'file', header: t('bankOrders.file'), cell: (order) => order.fileName },
    { id: 'bank', header: t('bankOrders.bank'), cell: (order) => order.bankName },
    { id: 'account', header: t('bankOrders.account'), cell: (order) => order.accountNumber },
    { id: 'items', header: t('bankOrders.items'), cell: (order) => order.itemCount },
    { id: 'refused', header: t('bankOrders.refused'), cell: (order) => order.rowsRefused },
    {
      id: 'totals',
      header: t('bankOrders.totals'),
      cell: (order) =>
        order.totals.map((total) => formatMoney(moneyOf(total.amount, total.currency), locale)).join(', '),
    },
    { id: 'uploadedBy', header: t('bankOrders.uploadedBy'), cell: (order) => order.uploadedBy },
    {
      id: 'open',
      header: <span className={css({ srOnly: true })}>{t('bankOrders.items')}</span>,
      cell: (order) => (
        <Button variant="secondary" size="sm" onClick={() => setOpened(order)}>
          {t('bankOrders.showItems', { id: order.id })}
        </Button>
      ),
    },
  ]

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
            setResult(upload)
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
        <div role="status">
          {result && (
            <>
              <p className={operationStyles.done}>
                {t('bankOrders.kept', {
                  id: result.bankOrder.id,
                  count: result.bankOrder.itemCount,
                  read: result.bankOrder.itemCount + result.bankOrder.rowsRefused,
                })}
              </p>
              {result.errors.length > 0 && <RowErrors errors={result.errors} />}
            </>
          )}
        </div>
      </section>
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
    </div>
  )
}

function BankOrderItems({ order, onClose }: { order: BankOrder; onClose: () => void }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const items = useQuery({
    queryKey: transactionKeys.bankOrderItems(order.id),
    queryFn: ({ signal }) => fetchBankOrderItems(paydeck.http, order.id, signal),
  })
  const columns: ColumnDef<BankOrderItem, unknown>[] = [
    { id: 'line', header: t('bankOrders.line'), accessorKey: 'rowNumber' },
    { id: 'beneficiary', header: t('column.beneficiary'), accessorKey: 'beneficiary' },
    { id: 'iban', header: t('bankOrders.iban'), accessorKey: 'iban' },
    {
      id: 'amount',
      header: t('column.amount'),
      accessorKey: 'amount',
      cell: ({ row }) => <Money amount={row.original.amount} currency={row.original.currency} />,
    },
    { id: 'reference', header: t('column.reference'), accessorKey: 'reference' },
    { id: 'status', header: t('bankOrders.status'), accessorKey: 'status' },
  ]
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('bankOrders.itemsTitle', { id: order.id, file: order.fileName })}
    >
      <DataTable
        caption={t('bankOrders.showItems', { id: order.id })}
        columns={columns}
        data={items.data ?? []}
        loading={items.isPending}
        error={items.isError ? t('bankOrders.itemsFailed', { error: items.error.message }) : null}
        onRetry={mayRetry(items.error) ? () => void items.refetch() : undefined}
        getRowId={(item) => String(item.id)}
      />
    </Dialog>
  )
}
