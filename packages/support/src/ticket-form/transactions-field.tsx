import { useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { UserKind } from '@paydeck/core'
import { searchTransactions, type Transaction } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { formatMoney, fromMinorUnits, Select } from '@paydeck/ui'
import { useSupportT } from '../messages'

const SEARCH_DEBOUNCE_MS = 300

export interface TransactionsFieldProps {
  kind: UserKind
  /** Platform staff search within the chosen tenant; without one the field waits. */
  tenantId: number | null
  customerId?: number
  value: string[]
  onValueChange: (ids: string[]) => void
  disabled?: boolean
}

const labelOf = (transaction: Transaction) =>
  `${transaction.externalId} · ${formatMoney(fromMinorUnits(transaction.amount), transaction.currency)} · ${transaction.status}`

/** Transactions picked by their external id: typed text is trimmed and empty text searches nothing. */
export function TransactionsField({
  kind,
  tenantId,
  customerId,
  value,
  onValueChange,
  disabled,
}: TransactionsFieldProps) {
  const t = useSupportT()
  const paydeck = usePaydeck()
  const [typed, setTyped] = useState('')
  const [searchKey, setSearchKey] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearchKey(typed), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const found = useQuery({
    queryKey: ['paydeck', 'support', 'transactions', kind, tenantId, customerId, searchKey],
    queryFn: ({ signal }) =>
      searchTransactions(
        paydeck.http,
        kind,
        { searchKey, customerId, ...(kind === 'platform' && { tenantId: tenantId! }) },
        signal,
      ),
    enabled: searchKey !== '' && !disabled && (kind !== 'platform' || tenantId !== null),
  })
  // Chosen transactions keep their labels while later searches replace the options.
  const [picked, setPicked] = useState<ReadonlyMap<string, Transaction>>(new Map())
  const options = useMemo(() => {
    const shown = new Map<string, Transaction>()
    for (const id of value) {
      const transaction = picked.get(id)
      if (transaction) shown.set(id, transaction)
    }
    for (const transaction of found.data?.data ?? []) shown.set(String(transaction.id), transaction)
    return shown
  }, [found.data, value, picked])
  const choose = (ids: string[]) => {
    setPicked(new Map(ids.flatMap((id) => (options.has(id) ? [[id, options.get(id)!] as const] : []))))
    onValueChange(ids)
  }

  return (
    <Select
      multiple
      label={t('transactions')}
      placeholder={t('transactionsHint')}
      options={[...options].map(([id, transaction]) => ({ value: id, label: labelOf(transaction) }))}
      value={value}
      onValueChange={choose}
      onSearch={setTyped}
      loading={found.isFetching}
      disabled={disabled}
    />
  )
}
