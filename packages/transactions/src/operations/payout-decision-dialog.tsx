import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { approvePayouts, declinePayouts, type BatchOutcome } from '@paydeck/core/transaction-actions'
import type { Transaction } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { Field, formatMoney, FormDialog, NativeSelect, useUi } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { ActionError } from '../actions/action-error'
import { moneyOf } from '@paydeck/core/transactions'
import { transactionKeys, useReasons } from '../shared/transaction-queries'
import { useOperationsT } from './operations-messages'

export type PayoutDecision = 'approve' | 'decline'

const styles = {
  facts: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
}

/** What the chosen payouts add up to, per currency. */
function totalsOf(payouts: readonly Transaction[], locale: string): string {
  const sums = new Map<string, number>()
  for (const payout of payouts) sums.set(payout.currency, (sums.get(payout.currency) ?? 0) + payout.amount)
  return [...sums].map(([currency, amount]) => formatMoney(moneyOf(amount, currency), locale)).join(', ')
}

/**
 * Approving or declining the chosen payouts at once. The batch's requestId is made when the dialog opens, so Try
 * again after a lost answer decides nothing twice; a decline's reason comes from seed 001's reasons for payouts.
 */
export function PayoutDecisionDialog({
  decision,
  payouts,
  onClose,
  onDone,
}: {
  decision: PayoutDecision
  payouts: readonly Transaction[]
  onClose: () => void
  onDone: (results: readonly BatchOutcome[]) => void
}) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const { locale } = useUi()
  const [requestId] = useState(() => crypto.randomUUID())
  const reasons = useReasons('Payout', 'Declined', decision === 'decline')
  const ids = payouts.map((payout) => payout.id)
  const run = useMutation({
    mutationFn: (reason: string) =>
      decision === 'approve'
        ? approvePayouts(paydeck.http, ids, requestId)
        : declinePayouts(paydeck.http, ids, reason, requestId),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
      onDone(answer.results)
    },
  })
  const change = useChangeForm({
    defaultValues: { reason: '' },
    save: ({ reason }) => run.mutateAsync(reason),
    // Said by the batch's error line below, with Try again after a lost answer.
    refusalOf: () => ({}),
  })
  const count = payouts.length
  return (
    <FormDialog
      form={change}
      title={t(decision === 'approve' ? 'payouts.approveTitle' : 'payouts.declineTitle', { count })}
      submitLabel={t(decision === 'approve' ? 'payouts.confirmApprove' : 'payouts.confirmDecline', { count })}
      busyLabel={t('working')}
      danger={decision === 'decline'}
      onClose={onClose}
    >
      <p className={styles.facts}>{t(decision === 'approve' ? 'payouts.approveExplain' : 'payouts.declineExplain')}</p>
      <p className={styles.facts}>{t('payouts.total', { amounts: totalsOf(payouts, locale) })}</p>
      {decision === 'decline' && (
        <Field label={t('payouts.reason')} error={reasons.isError ? t('payouts.reasonsFailed') : null}>
          <NativeSelect
            // Held by value: a field disabled while the list loads would otherwise be read as missing.
            value={change.form.watch('reason')}
            onChange={(event) => change.form.setValue('reason', event.target.value)}
            disabled={reasons.isPending}
            options={[
              { value: '', label: reasons.isPending ? t('loading') : t('payouts.noReason') },
              ...(reasons.data ?? []).map((item) => ({ value: item.name, label: item.name })),
            ]}
          />
        </Field>
      )}
      <ActionError
        error={run.error}
        onRetry={() => change.submit()}
        words={{ answerLost: t('answerLost'), retry: t('retry') }}
      />
    </FormDialog>
  )
}
