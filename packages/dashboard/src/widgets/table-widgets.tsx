import { useState, type ReactNode } from 'react'
import type { TableConfiguration, Widget, WidgetData, WidgetDataRow } from '@paydeck/core/dashboard'
import { labelOf, pipelineStateLabels } from '@paydeck/core/labels'
import { moneyOf } from '@paydeck/core/transactions'
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  PagedTable,
  Pagination,
  PipelineStages,
  StatusPill,
  useUi,
  type PagedColumn,
} from '@paydeck/ui'
import { categoryName, isCategoryColumn } from '../charts/category-names'
import { useWidgetData } from '../dashboard-queries'
import { useDashboardT } from '../messages'
import { WidgetCard, WidgetState } from './widget-card'

/** Seed 002: a table widget pages five rows at a time, in mode 2. */
const TABLE_PAGE_SIZE = 5
const TABLE_MODE = 2

const webhookTones = {
  Delivering: 'positive',
  NotDelivering: 'negative',
  Configured: 'pending',
  NotConfigured: 'neutral',
} as const

/** A cell as its pipe shows it: money in the base currency, a percentage, a time, a webhook status, or where a
 * pipeline element stands (from the row's seed 002 pipeline element fields). */
function useCell() {
  const t = useDashboardT()
  const { locale, timeZone } = useUi()
  return (row: WidgetDataRow, property: string, pipe: string | null | undefined, data: WidgetData): ReactNode => {
    const value = row[property]
    if (pipe === 'pipelineStage' && Array.isArray(row.stages))
      return (
        <PipelineStages
          stages={row.stages}
          currentStageNumber={Number(row.currentPipelineStageNumber)}
          isClosed={row.isClosed === true}
          stateName={String(row.stateName ?? '')}
          stateLabel={labelOf(pipelineStateLabels, String(row.stateName ?? ''), locale)}
        />
      )
    if (row.other === true && (value === null || value === undefined)) return t('other')
    if (value === null || value === undefined) return '—'
    if (pipe === 'currency' && typeof value === 'number') return formatMoney(moneyOf(value, data.baseCurrency), locale)
    if (pipe === 'percent' && typeof value === 'number') return formatPercent(value, locale)
    if (pipe === 'date') return formatDate(String(value), { timeZone, time: 'minutes' })
    if (pipe === 'webhookStatus' && typeof value === 'string' && value in webhookTones)
      return (
        <StatusPill
          status={String(value)}
          tone={webhookTones[value as keyof typeof webhookTones]}
          label={t(`webhook.${value as keyof typeof webhookTones}`)}
        />
      )
    if (typeof value === 'number') return formatNumber(value, locale)
    // A code of core's enumerations (a method, a status) in the label layer's words, never the code itself.
    if (typeof value === 'string' && isCategoryColumn(property)) return categoryName(property, value, locale)
    return Array.isArray(value) ? value.join(', ') : String(value)
  }
}

/** Where a row leads: the configured path with `{field}` replaced by the row's field. */
const pathOf = (template: string, row: WidgetDataRow) =>
  template.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(row[field] ?? '')))

interface PagedWidgetProps {
  widget: Widget
  table: TableConfiguration
  onNavigate?: (path: string) => void
}

/** A paged table of a widget's rows (TABLE_WIDGET, WEBHOOK_STATUS); a row may lead to a configured path. */
function PagedWidgetTable({ widget, table, onNavigate }: PagedWidgetProps) {
  const [pageIndex, setPageIndex] = useState(0)
  const query = useWidgetData(widget, { pageIndex, PageSize: TABLE_PAGE_SIZE, mode: TABLE_MODE })
  const cell = useCell()
  return (
    <WidgetState query={query} shape="table">
      {(data) => {
        const columns: PagedColumn<WidgetDataRow>[] = table.tableDataProperties.map((property, index) => ({
          id: property,
          header: table.tableDataColumns[index] ?? property,
          // A column of numbers reads as figures, end-aligned.
          ...(data.data.some((row) => typeof row[property] === 'number') && { align: 'end' as const }),
          cell: (row) => {
            const shown = cell(row, property, table.pipes?.[index], data)
            if (index !== 0 || !table.navigationUrl || row.other === true) return shown
            const path = pathOf(table.navigationUrl, row)
            return (
              <a
                href={path}
                onClick={(event) => {
                  if (!onNavigate) return
                  event.preventDefault()
                  onNavigate(path)
                }}
              >
                {shown}
              </a>
            )
          },
        }))
        return (
          <>
            <PagedTable
              caption={widget.title}
              columns={columns}
              rows={data.data}
              rowKey={(row) => JSON.stringify(row)}
              loading={query.isFetching}
            />
            {data.count > TABLE_PAGE_SIZE && (
              <Pagination
                pageIndex={pageIndex}
                pageSize={TABLE_PAGE_SIZE}
                total={data.count}
                onPageChange={setPageIndex}
                pageSizeOptions={[TABLE_PAGE_SIZE]}
              />
            )}
          </>
        )
      }}
    </WidgetState>
  )
}

/** TABLE_WIDGET: the rows its table configuration names, five to a page (a table falls back to empty). */
export function TableWidget({ widget, onNavigate }: { widget: Widget; onNavigate?: (path: string) => void }) {
  const table = widget.data.configuration.tableConfiguration
  return (
    <WidgetCard widget={widget} size="full">
      {table && <PagedWidgetTable widget={widget} table={table} onNavigate={onNavigate} />}
    </WidgetCard>
  )
}

/** WEBHOOK_STATUS: each merchant's endpoint, Configured, Not configured, Delivering or Not delivering. */
export function WebhookStatusWidget({ widget }: { widget: Widget }) {
  const t = useDashboardT()
  const table: TableConfiguration = {
    tableDataProperties: ['customer', 'status', 'lastDelivery'],
    tableDataColumns: [t('customer'), t('webhookStatus'), t('lastDelivery')],
    pipes: [null, 'webhookStatus', 'date'],
    navigationUrl: null,
  }
  return (
    <WidgetCard widget={widget} size="full">
      <PagedWidgetTable widget={widget} table={table} />
    </WidgetCard>
  )
}
