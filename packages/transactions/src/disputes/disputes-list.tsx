import { useState } from 'react'
import {
  disputeCategories,
  disputeListTabs,
  disputeReadRule,
  disputeStages,
  disputeStatuses,
  downloadDisputesCsv,
  dueWithinFilters,
  type Dispute,
  type DisputeQuery,
  type DisputeTab,
} from '@paydeck/core/disputes'
import { toMinorUnits } from '@paydeck/core/values'
import { useCallAccess, usePaydeck, useSession, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import {
  adminStyles,
  Button,
  csvName,
  DEFAULT_PAGE_SIZE,
  formatDate,
  PagedResults,
  PAGE_SIZE_OPTIONS,
  Screen,
  StreamedDownload,
  usePaging,
  useUi,
  type PagedColumn,
} from '@paydeck/ui'
import { Field, NativeSelect, TextInput } from '@paydeck/ui/fields'
import { css } from '@paydeck/ui/styled-system/css'
import { Money } from '../shared/money'
import { useDisputeT } from './dispute-messages'
import { DisputeStatus, DisputeUrgencyPill, useReasonWords } from './dispute-parts'
import { useDisputePage } from './dispute-queries'

/** The filters as the form holds them, as typed. */
interface FilterForm {
  stage: string
  status: string
  category: string
  dueWithin: string
  merchantId: string
  minAmount: string
  maxAmount: string
  currency: string
}
const noFilters: FilterForm = {
  stage: '',
  status: '',
  category: '',
  dueWithin: '',
  merchantId: '',
  minAmount: '',
  maxAmount: '',
  currency: '',
}

/** The form's filters as the call's; an amount typed in major units of the currency chosen (two digits without one). */
function queryOf(form: FilterForm): Omit<DisputeQuery, 'pageIndex' | 'pageSize' | 'tab'> {
  const currency = form.currency.trim().toUpperCase()
  const minor = (text: string) => toMinorUnits(Number(text.replace(',', '.')), currency || 'EUR')
  return {
    ...(form.stage && { stage: form.stage as DisputeQuery['stage'] }),
    ...(form.status && { status: form.status as DisputeQuery['status'] }),
    ...(form.category && { category: form.category as DisputeQuery['category'] }),
    ...(form.dueWithin && { dueWithin: form.dueWithin as DisputeQuery['dueWithin'] }),
    ...(/^\d+$/.test(form.merchantId.trim()) && { merchantId: Number(form.merchantId) }),
    ...(form.minAmount.trim() && { minAmount: minor(form.minAmount) }),
    ...(form.maxAmount.trim() && { maxAmount: minor(form.maxAmount) }),
    ...(currency && { currency }),
  }
}

const styles = {
  open: css({
    color: 'link',
    textDecoration: 'underline',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
  }),
  due: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  reason: css({ display: 'grid' }),
  muted: css({ color: 'muted', fontSize: 'xs' }),
  views: css({ display: 'flex', gap: '1', borderBlockEnd: '1px solid token(colors.border)' }),
  view: css({
    paddingBlock: '2',
    paddingInline: '3',
    border: 'none',
    borderBlockEnd: '3px solid transparent',
    background: 'none',
    font: 'inherit',
    fontWeight: '600',
    color: 'subtle',
    cursor: 'pointer',
    '&[aria-pressed=true]': { color: 'text', borderBlockEndColor: 'link' },
    _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '-2px' },
  }),
}

export interface DisputesProps extends WidgetLifecycleProps {
  /** Opens a dispute: the host shows it (the portal's route). */
  onOpenDispute: (id: number) => void
  /** One tab to open on (needs response by default). */
  tab?: DisputeTab
  /** The screen's name where the host has its own (the portal's menu: "Disputes lookup"). */
  title?: string
  pageSize?: number
}

/**
 * The disputes a user may see (a merchant's own, a tenant's every merchant's), worked as cases: by tab, the soonest
 * due first with how near each is, filtered by stage, status, category, due time, merchant, amount and currency;
 * the CSV holds exactly the rows the filters match.
 */
export function Disputes({
  onOpenDispute,
  tab: firstTab = 'needsResponse',
  pageSize = DEFAULT_PAGE_SIZE,
  title: hostTitle,
  ...lifecycle
}: DisputesProps) {
  const t = useDisputeT()
  const title = hostTitle ?? t('title')
  const access = useCallAccess(disputeReadRule)
  useWidgetLifecycle('disputes', { ready: access === 'refused', error: null }, access === 'refused' ? lifecycle : {})
  if (access !== 'allowed') return <Screen title={title} access={access} />
  return (
    <DisputesScreen
      title={title}
      onOpenDispute={onOpenDispute}
      firstTab={firstTab}
      pageSize={pageSize}
      lifecycle={lifecycle}
    />
  )
}

function DisputesScreen({
  title,
  onOpenDispute,
  firstTab,
  pageSize,
  lifecycle,
}: {
  title: string
  onOpenDispute: (id: number) => void
  firstTab: DisputeTab
  pageSize: number
  lifecycle: WidgetLifecycleProps
}) {
  const t = useDisputeT()
  const paydeck = usePaydeck()
  const { timeZone } = useUi()
  const staff = useSession((state) => state.userKind) !== 'merchant'
  const [tab, setTab] = useState<DisputeTab>(firstTab)
  const [form, setForm] = useState<FilterForm>(noFilters)
  const [applied, setApplied] = useState<FilterForm>(noFilters)
  const [message, setMessage] = useState('')
  const { paging, setPaging } = usePaging(pageSize)
  const filters = { ...queryOf(applied), tab }
  const page = useDisputePage({ ...filters, pageIndex: paging.index, pageSize: paging.size })
  useWidgetLifecycle('disputes', { ready: page.isSuccess, error: page.error }, lifecycle)
  const reasonOf = useReasonWords()
  // How near each is, as of when the page was read (it is read afresh each time it is shown).
  const now = page.dataUpdatedAt

  const show = (values: FilterForm) => {
    setApplied(values)
    setPaging({ ...paging, index: 0 })
  }
  const field = (name: keyof FilterForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })
  const options = (values: readonly string[], label: (value: string) => string) => [
    { value: '', label: t('any') },
    ...values.map((value) => ({ value, label: label(value) })),
  ]

  const columns: PagedColumn<Dispute>[] = [
    {
      id: 'id',
      header: t('column.id'),
      cell: (row) => (
        <button
          type="button"
          className={styles.open}
          aria-label={t('open', { id: row.id })}
          onClick={() => onOpenDispute(row.id)}
        >
          {row.id}
        </button>
      ),
    },
    tab === 'closed'
      ? {
          id: 'closed',
          header: t('column.closed'),
          cell: (row) => (row.closed ? formatDate(row.closed, { timeZone, time: 'minutes' }) : '—'),
        }
      : {
          id: 'dueBy',
          header: t('column.dueBy'),
          cell: (row) => (
            <span className={styles.due}>
              {formatDate(row.dueBy, { timeZone, time: 'minutes' })}
              <DisputeUrgencyPill dispute={row} now={now} />
            </span>
          ),
        },
    { id: 'payment', header: t('column.payment'), cell: (row) => row.paymentReference },
    ...(staff ? [{ id: 'merchant', header: t('column.merchant'), cell: (row: Dispute) => row.merchantName }] : []),
    {
      id: 'reason',
      header: t('column.reason'),
      flexible: true,
      cell: (row) => {
        const words = reasonOf(row)
        return (
          <span className={styles.reason} title={`${words.code}: ${words.reason}`}>
            {words.category}
            <span className={styles.muted}>{words.code}</span>
          </span>
        )
      },
    },
    { id: 'stage', header: t('column.stage'), cell: (row) => t(`stage.${row.stage}`) },
    { id: 'status', header: t('column.status'), cell: (row) => <DisputeStatus dispute={row} /> },
    {
      id: 'amount',
      header: t('column.amount'),
      align: 'end',
      cell: (row) => <Money amount={row.amount} currency={row.currency} />,
    },
  ]

  const results = (
    <PagedResults
      caption={t(`tab.${tab}`)}
      columns={columns}
      query={page}
      rowKey={(row) => row.id}
      paging={paging}
      onPaging={setPaging}
      empty={t('empty')}
      pageSizes={PAGE_SIZE_OPTIONS}
      failed={(error) => t('loadFailed', { error })}
    />
  )

  return (
    <Screen
      title={title}
      actions={
        <StreamedDownload
          label={t('export')}
          fileName={() => csvName('disputes')}
          fetchFile={({ signal }) => downloadDisputesCsv(paydeck.http, filters, timeZone, signal)}
          onMessage={setMessage}
        />
      }
    >
      <div className={adminStyles.root}>
        <p role="status" className={adminStyles.note}>
          {message}
        </p>
        <div
          role="search"
          className={adminStyles.card}
          aria-label={t('filters')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') show(form)
          }}
        >
          <div className={adminStyles.bar}>
            <Field label={t('stage')}>
              <NativeSelect
                options={options(disputeStages, (value) => t(`stage.${value}` as 'stage.inquiry'))}
                {...field('stage')}
              />
            </Field>
            <Field label={t('status')}>
              <NativeSelect
                options={options(disputeStatuses, (value) => t(`status.${value}` as 'status.won'))}
                {...field('status')}
              />
            </Field>
            <Field label={t('category')}>
              <NativeSelect
                options={options(disputeCategories, (value) => t(`category.${value}` as 'category.general'))}
                {...field('category')}
              />
            </Field>
            <Field label={t('dueWithin')}>
              <NativeSelect
                options={options(dueWithinFilters, (value) => t(`due.${value}` as 'due.24h'))}
                {...field('dueWithin')}
              />
            </Field>
            {staff && (
              <Field label={t('merchant')}>
                <TextInput inputMode="numeric" pattern="[0-9]*" {...field('merchantId')} />
              </Field>
            )}
            <Field label={t('minAmount')}>
              <TextInput inputMode="decimal" {...field('minAmount')} />
            </Field>
            <Field label={t('maxAmount')}>
              <TextInput inputMode="decimal" {...field('maxAmount')} />
            </Field>
            <Field label={t('currency')}>
              <TextInput maxLength={3} {...field('currency')} />
            </Field>
          </div>
          <div className={adminStyles.actions}>
            <Button onClick={() => show(form)}>{t('apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setForm(noFilters)
                show(noFilters)
              }}
            >
              {t('clear')}
            </Button>
          </div>
        </div>
        {/* Three views of one list (a filter, not tabs of panels): the pressed one is shown. */}
        <div role="group" aria-label={t('view')} className={styles.views}>
          {disputeListTabs.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.view}
              aria-pressed={value === tab}
              onClick={() => {
                setTab(value)
                setPaging({ ...paging, index: 0 })
              }}
            >
              {t(`tab.${value}`)}
            </button>
          ))}
        </div>
        {results}
      </div>
    </Screen>
  )
}
