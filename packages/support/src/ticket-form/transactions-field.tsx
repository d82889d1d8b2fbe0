import { useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { UserKind } from '@paydeck/core'
import { labelOf as wordOf, transactionStatusLabels } from '@paydeck/core/labels'
import { moneyOf, searchTransactions, type Transaction, shownAmount } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { formatMoney, useUi } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { supportKeys } from '../tickets/support-queries'
import { ChoiceList } from './choice-list'

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

/** A found transaction as the list names it: its reference, its amount and its status in the user's words. */
const labelOf = (transaction: Transaction, locale: string) =>
  [
    transaction.externalId,
    // Signed as the lookup signs it: a refund or a payout is money out.
    formatMoney(moneyOf(shownAmount(transaction), transaction.currency), locale),
    wordOf(transactionStatusLabels, transaction.status, locale),
  ].join(' · ')

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
  const { locale } = useUi()
  const [typed, setTyped] = useState('')
  const [searchKey, setSearchKey] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearchKey(typed), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const found = useQuery({
    queryKey: supportKeys.transactions({ kind, tenantId, customerId, searchKey }),
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
  const [chosenLabels, setChosenLabels] = useState<ReadonlyMap<string, string>>(new Map())
  const options = useMemo(
    () =>
      (found.data?.data ?? []).map((transaction) => ({
        value: String(transaction.id),
        label: labelOf(transaction, locale),
      })),
    [found.data, locale],
  )
  const choose = (ids: string[]) => {
    const labels = new Map(chosenLabels)
    for (const option of options) labels.set(option.value, option.label)
    setChosenLabels(new Map(ids.map((id) => [id, labels.get(id) ?? id])))
    onValueChange(ids)
  }
  return (
    <ChoiceList
      legend={t('transactions')}
      searchLabel={t('searchTransactions')}
      hint={t('transactionsHint')}
      options={options}
      chosenLabels={chosenLabels}
      value={value}
      onValueChange={choose}
      onSearch={setTyped}
      loading={found.isFetching}
      disabled={disabled}
    />
  )
}
