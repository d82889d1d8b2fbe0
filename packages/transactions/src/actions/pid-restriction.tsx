import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  deallocatePidRelationship,
  fetchPidRelationships,
  resetRestriction,
  transactionToolPermissions,
  type PidRelationship,
} from '@paydeck/core/transaction-actions'
import type { Transaction } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { Button } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import type { DetailRef } from '../detail/transaction-reads'
import { transactionKeys } from '../shared/transaction-queries'
import { useActionsT } from './action-messages'

const styles = {
  note: css({
    display: 'grid',
    gap: '2',
    padding: '3',
    marginBlockEnd: '3',
    borderRadius: 'md',
    borderInlineStart: '4px solid',
    borderColor: 'pending',
    bg: 'pendingBg',
    fontSize: 'sm',
  }),
  holders: css({ margin: '0', paddingInlineStart: '5', display: 'grid', gap: '1' }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  error: css({ color: 'negative', margin: '0' }),
}

/**
 * A payment from a payer account another organisation holds is restricted (seed 001's PID relationships): the
 * detail says who holds it, and staff with the permission reset the restriction (the account passes to this
 * transaction's organisation) or deallocate a holder. Cards have no PID: nothing is asked for them.
 */
export function PidRestriction({ transaction, detailRef }: { transaction: Transaction; detailRef: DetailRef }) {
  const t = useActionsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [requestId] = useState(() => crypto.randomUUID())
  const staff = detailRef.kind === 'merchant' ? null : detailRef.kind
  const key = [...transactionKeys.one(detailRef.kind, detailRef.id, detailRef.tenantId), 'relationships']
  const holders = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      fetchPidRelationships(
        paydeck.http,
        { pageIndex: 0, pageSize: 20, transactionId: transaction.id },
        { tenantId: detailRef.tenantId, signal },
      ),
    enabled: staff !== null && transaction.card === null,
  })
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: transactionKeys.one(detailRef.kind, detailRef.id, detailRef.tenantId) })
  const reset = useMutation({
    mutationFn: () =>
      resetRestriction(paydeck.http, transaction.id, transaction.merchantId, {
        requestId,
        tenantId: detailRef.tenantId,
      }),
    onSuccess: refresh,
  })
  const deallocate = useMutation({
    mutationFn: (holder: PidRelationship) =>
      deallocatePidRelationship(
        paydeck.http,
        {
          organizationId: holder.organizationId,
          transactionId: holder.transactionId,
          accountReference: holder.accountReference,
          websiteId: holder.websiteId,
        },
        detailRef.tenantId,
      ),
    onSuccess: refresh,
  })
  const others = (holders.data?.data ?? []).filter((holder) => holder.organizationId !== transaction.merchantId)
  if (!staff || others.length === 0) return null
  const mayAct = paydeck.can(transactionToolPermissions[staff].resetRestriction)
  const error = reset.error ?? deallocate.error
  return (
    <section className={styles.note} aria-label={t('pid.title')}>
      <strong>{t('pid.title')}</strong>
      <p className={css({ margin: '0' })}>{t('pid.explain', { account: others[0]!.accountReference })}</p>
      <ul className={styles.holders}>
        {others.map((holder) => (
          <li key={holder.id} className={styles.row}>
            <span>{t('pid.holder', { organization: holder.organizationName, website: holder.websiteId })}</span>
            {mayAct && (
              <Button
                variant="ghost"
                size="sm"
                disabled={deallocate.isPending}
                onClick={() => deallocate.mutate(holder)}
              >
                {t('pid.deallocate', { organization: holder.organizationName })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {mayAct && (
        <div className={styles.row}>
          <Button variant="secondary" size="sm" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {reset.isPending ? t('working') : t('pid.reset')}
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
    </section>
  )
}
