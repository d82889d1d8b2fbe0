import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  fetchBankOrderSettings,
  saveBankOrderSettings,
  type BankOrderSettings,
} from '@paydeck/core/transaction-actions'
import { usePaydeck, useUser } from '@paydeck/react'
import { Button, Field, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { transactionKeys } from '../shared/transaction-queries'
import { useOperationsT } from './operations-messages'
import { operationStyles } from './operation-styles'

const styles = {
  rules: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' }),
  days: css({ inlineSize: '8rem' }),
  choice: css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minBlockSize: '2.5rem' }),
  said: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
}

/**
 * The tenant's bank-order rules, said to everyone who uploads: four eyes (the uploader cannot approve their own
 * order) and how far back a repeat is looked for; administrators change them here.
 */
export function BankOrderRules() {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const administrator = useUser()?.isAdministrator ?? false
  const rules = useQuery({
    queryKey: transactionKeys.bankOrderRules(),
    queryFn: ({ signal }) => fetchBankOrderSettings(paydeck.http, signal),
  })
  if (!rules.data) return null
  return administrator ? (
    <RulesForm saved={rules.data} />
  ) : (
    <p className={styles.said}>
      {t(rules.data.fourEyes ? 'bankOrders.rules.fourEyesOn' : 'bankOrders.rules.fourEyesOff')}{' '}
      {t('bankOrders.rules.window', { days: rules.data.duplicateWindowDays })}
    </p>
  )
}

function RulesForm({ saved }: { saved: BankOrderSettings }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (rules: BankOrderSettings) => saveBankOrderSettings(paydeck.http, rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.bankOrderRules() }),
  })
  const change = useChangeForm({
    defaultValues: { fourEyes: saved.fourEyes, days: String(saved.duplicateWindowDays) },
    check: ({ days }) => ({
      days:
        /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 400 ? undefined : t('bankOrders.rules.daysRange'),
    }),
    save: async (values) => {
      await save.mutateAsync({ fourEyes: values.fourEyes, duplicateWindowDays: Number(values.days) })
      // What was saved is what the form now starts from: "Rules saved." until the next change.
      change.form.reset(values)
    },
    refusalOf: (failure) => ({ form: (failure as Error).message }),
  })
  const { register } = change.form
  return (
    <form className={styles.rules} aria-label={t('bankOrders.rules.title')} onSubmit={change.submit} noValidate>
      <label className={styles.choice}>
        <input type="checkbox" className={operationStyles.check} {...register('fourEyes')} />
        {t('bankOrders.rules.fourEyes')}
      </label>
      <Field label={t('bankOrders.rules.days')} error={change.errors.days}>
        <TextInput className={styles.days} inputMode="numeric" {...register('days')} />
      </Field>
      <Button type="submit" variant="secondary" disabled={change.busy}>
        {change.busy ? t('working') : t('bankOrders.rules.save')}
      </Button>
      <span role="status" className={operationStyles.count}>
        {save.isSuccess && !change.form.formState.isDirty ? t('bankOrders.rules.saved') : ''}
      </span>
      {change.errors.form && (
        <span role="alert" className={css({ color: 'negative', fontSize: 'sm' })}>
          {change.errors.form}
        </span>
      )}
    </form>
  )
}
