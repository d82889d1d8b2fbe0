import { useChangeForm } from '../admin/change-form'
import { FormDialog } from '../admin/form-dialog'
import { Field } from '../field/field'
import { DigitInput } from '../inputs/inputs'
import { useAdminT } from '../admin/admin-messages'

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
  const a = useAdminT()
  const change = useChangeForm({
    defaultValues: { code: '' },
    check: ({ code }) => ({ code: /^\d{6}$/.test(code) ? undefined : a('sca.sixDigits') }),
    save: async ({ code }) => {
      const problem = await onConfirm(code)
      if (problem === null) return
      change.form.setValue('code', '')
      change.showProblems({ code: problem })
    },
    // Any other failure is the caller's to say (the form behind the step).
    refusalOf: () => ({}),
  })
  const { watch, setValue } = change.form
  return (
    <FormDialog
      form={change}
      size="sm"
      title={a('sca.title')}
      description={a('sca.description', { action: action ?? a('sca.thisChange') })}
      submitLabel={a('sca.confirm')}
      onClose={onClose}
    >
      <Field label={a('sca.code')} error={change.errors.code} required>
        <DigitInput
          value={watch('code')}
          onValueChange={(code) => setValue('code', code)}
          maxLength={6}
          autoComplete="one-time-code"
          data-autofocus
          spellCheck={false}
        />
      </Field>
    </FormDialog>
  )
}
