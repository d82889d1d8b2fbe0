import { useState, type FormEvent } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { Field } from '../field/field'
import { DigitInput } from '../inputs/inputs'
import { useT } from '../provider/ui-provider'
import { useAdminT } from '../forms-and-lists/admin-messages'

const styles = { form: css({ display: 'grid', gap: '3' }) }

export interface ScaDialogProps {
  /** What the code confirms, in words ("Save the role Service Desk"); "This change" when left out. */
  action?: string
  /**
   * Sends the change with the code. Resolves null when it was made, or with what is wrong with the code: the dialog
   * stays open, says it, and empties the field for the next code. Any other failure is the caller's to say.
   */
  onConfirm: (code: string) => Promise<string | null>
  onClose: () => void
}

/**
 * Strong authentication's step (seed 002 section 6): the six-digit code of the user's authenticator app, typed or
 * pasted, sent with the change it confirms. The form behind it keeps everything typed whatever happens here.
 */
export function ScaDialog({ action, onConfirm, onClose }: ScaDialogProps) {
  const t = useT()
  const a = useAdminT()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formId = 'paydeck-sca-form'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setError(a('sca.sixDigits'))
    setBusy(true)
    onConfirm(code)
      .then((problem) => {
        if (problem === null) return
        setError(problem)
        setCode('')
      })
      .finally(() => setBusy(false))
  }
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={a('sca.title')}
      description={a('sca.description', { action: action ?? a('sca.thisChange') })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {a('sca.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <Field label={a('sca.code')} error={error} required>
          <DigitInput
            value={code}
            onValueChange={setCode}
            maxLength={6}
            autoComplete="one-time-code"
            data-autofocus
            spellCheck={false}
          />
        </Field>
      </form>
    </Dialog>
  )
}
