import { useState } from 'react'
import {
  actionPermissions,
  allowedActions,
  transactionToolPermissions,
  type TransactionAction,
} from '@paydeck/core/transaction-actions'
import type { TransactionDetails } from '@paydeck/core/transaction-activity'
import { usePaydeck, useSession } from '@paydeck/react'
import { Button } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionRead, type DetailRef } from '../detail/transaction-reads'
import { useActionsT } from './action-messages'
import { ActionDialog } from './action-dialog'
import { PidRestriction } from './pid-restriction'
import { BinDataDialog, ResendWebhookDialog } from './tool-dialogs'

const tools = { binData: BinDataDialog, resendWebhook: ResendWebhookDialog }
type Tool = keyof typeof tools

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', marginBlockEnd: '3' }),
  done: css({ color: 'positive', fontSize: 'sm', margin: '0' }),
}

/** The actions the transaction's status and the user's permissions allow, and no others; each in its dialog. */
export function TransactionActions({ details, detailRef }: { details: TransactionDetails; detailRef: DetailRef }) {
  const t = useActionsT()
  const paydeck = usePaydeck()
  useSession((state) => state.user?.permissions)
  const [open, setOpen] = useState<TransactionAction | Tool | null>(null)
  const [done, setDone] = useState('')
  // While the transaction is read again (after an action, or an answer that never came) nothing new is offered.
  const reading = useTransactionRead('details', detailRef).isFetching
  if (detailRef.kind === 'merchant') return null
  const permissions = actionPermissions[detailRef.kind]
  // Only against the balance as last read: nothing that returns money once nothing remains.
  const offered = allowedActions(details.transaction, details.balance).filter((action) =>
    paydeck.can(permissions[action]),
  )
  // BIN data only where there is a card; webhooks of any transaction.
  const offeredTools = (['binData', 'resendWebhook'] as const).filter(
    (tool) =>
      paydeck.can(transactionToolPermissions[detailRef.kind as 'tenant' | 'platform'][tool]) &&
      (tool !== 'binData' || details.transaction.card !== null),
  )
  const restriction = <PidRestriction transaction={details.transaction} detailRef={detailRef} />
  if (offered.length === 0 && offeredTools.length === 0) return restriction
  const close = () => setOpen(null)
  const finish = (message: string) => {
    setOpen(null)
    setDone(message)
  }
  const ToolDialog = open && open in tools ? tools[open as Tool] : null
  return (
    <>
      {restriction}
      <div className={styles.bar} role="group" aria-label={t('actions')}>
        {offered.map((action) => (
          <Button key={action} variant="secondary" size="sm" disabled={reading} onClick={() => setOpen(action)}>
            {t(`action.${action}`)}
          </Button>
        ))}
        {offeredTools.map((tool) => (
          <Button key={tool} variant="ghost" size="sm" onClick={() => setOpen(tool)}>
            {t(`tool.${tool}`)}
          </Button>
        ))}
        <p className={styles.done} role="status">
          {done}
        </p>
      </div>
      {ToolDialog ? (
        <ToolDialog details={details} detailRef={detailRef} onClose={close} onDone={finish} />
      ) : (
        open && (
          <ActionDialog
            key={open}
            action={open as TransactionAction}
            details={details}
            detailRef={detailRef}
            onClose={close}
            onDone={finish}
          />
        )
      )}
    </>
  )
}
