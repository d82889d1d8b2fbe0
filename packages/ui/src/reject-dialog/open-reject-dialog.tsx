import { Field as ArkField } from '@ark-ui/react/field'
import { css, cx } from '../../styled-system/css'
import { useChangeForm } from '../admin/change-form'
import { FormDialog } from '../admin/form-dialog'
import { Field, fieldStyles } from '../field/field'
import { useT } from '../provider/ui-provider'
import type { RejectDialogProps } from './reject-dialog'

/** The reason typed and checked, sent by the caller's `onReject`; the dialog closes once it is done. */
export default function OpenRejectDialog({ onOpenChange, onReject, title, response = 'Rejected' }: RejectDialogProps) {
  const t = useT()
  const change = useChangeForm({
    defaultValues: { reason: '' },
    check: ({ reason }) => ({ reason: reason.trim() ? undefined : t('reject.reasonRequired') }),
    save: async ({ reason }) => {
      await onReject({ response, rejectReason: reason.trim() })
      onOpenChange(false)
    },
    // A failure of the rejection itself is the caller's to say, beside what it rejects.
    refusalOf: () => ({}),
    checkWhen: 'left',
  })
  return (
    <FormDialog
      form={change}
      size="sm"
      danger
      ready={Boolean(change.form.watch('reason').trim())}
      title={title ?? t('reject.title')}
      submitLabel={t('common.save')}
      onClose={() => onOpenChange(false)}
    >
      <Field label={t('reject.reason')} required error={change.errors.reason}>
        <ArkField.Textarea
          rows={4}
          className={cx(fieldStyles.input, css({ resize: 'vertical' }))}
          {...change.form.register('reason')}
        />
      </Field>
    </FormDialog>
  )
}
