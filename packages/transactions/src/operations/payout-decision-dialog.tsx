import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { approvePayouts, declinePayouts, type BatchOutcome } from '@paydeck/core/transaction-actions'
import type { Transaction } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { Button, Dialog, Field, formatMoney, NativeSelect, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { ActionError } from '../actions/action-error'
import { moneyOf } from '@paydeck/core/transactions'
import { transactionKeys, useReasons } from '../shared/transaction-queries'
import { useOperationsT } from './operations-messages'

export type PayoutDecision = 'approve' | 'decline'

const styles = {
  form: css({ display: 'grid', gap: '4' }),
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
  const [reason, setReason] = useState('')
  const reasons = useReasons('Payout', 'Declined', decision === 'decline')
  const ids = payouts.map((payout) => payout.id)
  const run = useMutation({
    mutationFn: () =>
      decision === 'approve'
        ? approvePayouts(paydeck.http, ids, requestId)
        : declinePayouts(paydeck.http, ids, reason, requestId),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
      onDone(answer.results)
    },
  })
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!run.isPending) run.mutate()
  }
  const count = payouts.length
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !run.isPending && onClose()}
      title={t(decision === 'approve' ? 'payouts.approveTitle' : 'payouts.declineTitle', { count })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form="pd-payout-decision"
            variant={decision === 'decline' ? 'danger' : 'primary'}
            disabled={run.isPending}
          >
            {run.isPending
              ? t('working')
              : t(decision === 'approve' ? 'payouts.confirmApprove' : 'payouts.confirmDecline', { count })}
          </Button>
        </>
      }
    >
      <form id="pd-payout-decision" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.facts}>
          {t(decision === 'approve' ? 'payouts.approveExplain' : 'payouts.declineExplain')}
        </p>
        <p className={styles.facts}>{t('payouts.total', { amounts: totalsOf(payouts, locale) })}</p>
        {decision === 'decline' && (
          <Field label={t('payouts.reason')} error={reasons.isError ? t('payouts.reasonsFailed') : null}>
            <NativeSelect
              value={reason}
              disabled={reasons.isPending}
              onChange={(event) => setReason(event.target.value)}
              options={[
                { value: '', label: reasons.isPending ? t('loading') : t('payouts.noReason') },
                ...(reasons.data ?? []).map((item) => ({ value: item.name, label: item.name })),
              ]}
            />
          </Field>
        )}
        <ActionError
          error={run.error}
          onRetry={() => submit()}
          words={{ answerLost: t('answerLost'), retry: t('retry') }}
        />
      </form>
    </Dialog>
  )
}
