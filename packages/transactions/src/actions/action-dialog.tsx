import { useState } from 'react'
import { amountActions, type TransactionAction } from '@paydeck/core/transaction-actions'
import type { TransactionDetails } from '@paydeck/core/transaction-activity'
import { currencyDigits, moneyOf } from '@paydeck/core/transactions'
import {
  AmountInput,
  amountText as writeAmount,
  Button,
  Dialog,
  Field,
  NativeSelect,
  TextArea,
  formatMoney,
  useAmountField,
  useT,
  useUi,
} from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { useActionsT } from './action-messages'
import type { DetailRef } from '../detail/transaction-reads'
import { useReasons } from '../shared/transaction-queries'
import { ActionError } from './action-error'
import { isRetryable, useTransactionAction } from './use-transaction-action'

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  facts: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
  applied: css({ margin: '0', fontWeight: '600' }),
  fillAll: css({ justifySelf: 'start' }),
}

/** What an action changes of a transaction, compared before and after an answer that never came. */
const stateOf = ({ transaction, balance }: TransactionDetails) =>
  JSON.stringify([transaction.status, transaction.amount, balance.refunded, balance.chargedBack])

export interface ActionDialogProps {
  action: TransactionAction
  details: TransactionDetails
  detailRef: DetailRef
  onClose: () => void
  onDone: (message: string) => void
}

/** The most an amount action may take: what was authorised for a capture, what remains for a refund. */
export const maxAmountOf = (action: TransactionAction, details: TransactionDetails) =>
  action === 'capture' ? details.transaction.amount : details.balance.refundable

/**
 * One action on a transaction: what will happen (the amount in the currency's decimals, full or partial, what
 * remains), a reason (required to decline), Confirm with progress; a lost answer offers Retry with the same request.
 */
export function ActionDialog({ action, details, detailRef, onClose, onDone }: ActionDialogProps) {
  const t = useActionsT()
  const tt = useTransactionsT()
  const ui = useT()
  const { locale } = useUi()
  const { currency } = details.transaction
  const digits = currencyDigits(currency)
  const max = maxAmountOf(action, details)
  const withAmount = amountActions.includes(action)
  const fullText = writeAmount(moneyOf(max, currency), locale)
  // A refund or capture starts empty: taking everything is a choice made with its own button, never a default.
  const startText = action === 'reversal' ? fullText : ''
  const run = useTransactionAction(detailRef, action)
  // The transaction as it was when the dialog opened: after a lost answer, a difference means it was applied.
  const [opened] = useState(() => stateOf(details))
  const changed = stateOf(details) !== opened
  const outcomeUnknown = run.isError && isRetryable(run.error)
  const applied = outcomeUnknown && changed
  // Approving and declining offer seed 001's reasons for the transaction's type (approvals' are "Captured").
  const reasons = useReasons(
    details.transaction.type,
    action === 'decline' ? 'Declined' : 'Captured',
    action === 'decline' || action === 'approve',
  )
  const money = (minor: number) => formatMoney(moneyOf(minor, currency), locale)
  const change = useChangeForm({
    defaultValues: { amountText: startText, reason: '' },
    check: ({ reason }) => ({
      amountText: amountError ?? undefined,
      reason: action === 'decline' && !reason.trim() ? ui('reject.reasonRequired') : undefined,
    }),
    save: async ({ reason }) => {
      // Once the change shows on the transaction, nothing is sent again.
      if (applied) return
      await run.mutateAsync({
        ...(withAmount && amount !== null ? { amount } : {}),
        ...(action === 'decline' ? { declineReason: reason.trim() } : reason.trim() ? { reason: reason.trim() } : {}),
      })
      onDone(t(`done.${action}`, { amount: amount === null ? '' : money(amount) }))
    },
    // A refusal, or an answer that never came, is said by the action's own error line below, with Retry.
    refusalOf: () => ({}),
  })
  const { watch, setValue } = change.form
  const amountText = watch('amountText')
  const reason = watch('reason')
  const typed = useAmountField(amountText, { currency, decimalPlaces: digits })
  const amount = typed.minor
  const amountError = !withAmount
    ? null
    : (typed.problem ??
      (amount === null || amount <= 0
        ? t('amountRequired')
        : amount > max
          ? t('amountTooLarge', { max: money(max) })
          : null))
  const setAmountText = (value: string) => setValue('amountText', value, { shouldDirty: true })

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !change.busy && onClose()}
      title={t(`action.${action}`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.busy}>
            {applied ? t('acknowledge') : t('cancel')}
          </Button>
          {!applied && (
            <Button
              type="submit"
              form={`pd-action-${action}`}
              variant={action === 'decline' || action === 'void' ? 'danger' : 'primary'}
              disabled={change.busy}
            >
              {change.busy ? t('working') : t('confirmAction', { action: t(`action.${action}`) })}
            </Button>
          )}
        </>
      }
    >
      <form id={`pd-action-${action}`} className={styles.form} onSubmit={change.submit} noValidate>
        <p className={styles.facts}>{t(`explain.${action}`)}</p>
        {withAmount && (
          <>
            <Field
              label={t('amountIn', { currency })}
              // Said as the amount is typed, and on Confirm when nothing was.
              error={change.form.formState.isSubmitted || amountText.trim() ? amountError : null}
              helperText={t('amountAtMost', { max: money(max) })}
            >
              <AmountInput value={amountText} onValueChange={setAmountText} readOnly={action === 'reversal'} />
            </Field>
            {action !== 'reversal' && (
              <Button
                variant="secondary"
                size="sm"
                className={styles.fillAll}
                onClick={() => setAmountText(fullText)}
                disabled={change.busy}
              >
                {t(`all.${action as 'refund' | 'capture'}`, { amount: money(max) })}
              </Button>
            )}
            {amount !== null && !amountError && (
              <p className={styles.facts} role="status">
                {amount === max ? t('fullAmount') : t('partialAmount', { rest: money(max - amount) })}
              </p>
            )}
          </>
        )}
        <ReasonFields
          action={action}
          reasons={reasons}
          reason={reason}
          onReason={(value) => setValue('reason', value, { shouldDirty: true })}
          error={change.errors.reason}
        />
        {run.checking && (
          <p className={styles.facts} role="status">
            {t('checking', { action: t(`action.${action}`) })}
          </p>
        )}
        {applied ? (
          <p className={styles.applied} role="alert">
            {t('appliedAfterAll', {
              status: tt(`status.${details.transaction.status}`),
              refundable: money(details.balance.refundable),
            })}
          </p>
        ) : (
          <ActionError
            error={run.error}
            onRetry={() => change.submit()}
            words={{ answerLost: t('notApplied'), retry: t('retry') }}
          />
        )}
      </form>
    </Dialog>
  )
}

interface ReasonFieldsProps {
  action: TransactionAction
  /** Seed 001's reasons for the transaction's type, offered when approving or declining. */
  reasons: ReturnType<typeof useReasons>
  reason: string
  onReason: (reason: string) => void
  error?: string
}

/** Why: one of the listed reasons or the user's own words (required to decline). */
function ReasonFields({ action, reasons, reason, onReason, error }: ReasonFieldsProps) {
  const t = useActionsT()
  const ui = useT()
  const listed = reasons.data?.some((item) => item.name === reason) ? reason : ''
  return (
    <>
      {(action === 'decline' || action === 'approve') && (
        <Field label={t('reasonFromList')} error={reasons.isError ? t('reasonsFailed') : null}>
          <NativeSelect
            value={listed}
            disabled={reasons.isPending}
            onChange={(event) => onReason(event.target.value)}
            options={[
              { value: '', label: t('reasonOwn') },
              ...(reasons.data ?? []).map((item) => ({ value: item.name, label: item.name })),
            ]}
          />
        </Field>
      )}
      <Field
        label={action === 'decline' ? ui('reject.reason') : t('reasonOptional')}
        required={action === 'decline'}
        error={error}
      >
        <TextArea rows={3} value={reason} maxLength={500} onChange={(event) => onReason(event.target.value)} />
      </Field>
    </>
  )
}
