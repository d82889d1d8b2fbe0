import { useMemo, useState } from 'react'
import { DataTable, formatMoney, type ColumnDef } from '@paydeck/ui'
import { Section } from './layout'

interface CurrencyRow {
  code: string
  name: string
  decimals: number
}

// Real reference data from the browser: every currency Intl knows, enough rows to virtualise.
function currencies(): CurrencyRow[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' })
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    name: names.of(code) ?? code,
    decimals:
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2,
  }))
}

const columns: ColumnDef<CurrencyRow, unknown>[] = [
  { accessorKey: 'code', header: 'Code' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'decimals', header: 'Decimal places' },
  {
    id: 'sample',
    header: 'One thousand',
    enableSorting: false,
    cell: ({ row }) => formatMoney(1000, row.original.code, { decimalPlaces: row.original.decimals }),
  },
]

export function DataTablePage() {
  const rows = useMemo(() => currencies(), [])
  const [attempts, setAttempts] = useState(0)
  return (
    <>
      <Section title={`Currencies (${rows.length} rows, virtualised, sortable)`}>
        <DataTable caption="Currencies" columns={columns} data={rows} getRowId={(row) => row.code} maxHeight={420} />
      </Section>
      <Section title="Loading, empty and error states">
        <div className="catalog-grid">
          <DataTable caption="Loading" columns={columns} data={[]} loading />
          <DataTable caption="Empty" columns={columns} data={[]} emptyText="No currencies match this search." />
          <DataTable
            caption="Error"
            columns={columns}
            data={[]}
            error={`The currencies could not be loaded (attempt ${attempts + 1}).`}
            onRetry={() => setAttempts((n) => n + 1)}
          />
        </div>
      </Section>
    </>
  )
}
