import { useState } from 'react'
import { Field as ArkField } from '@ark-ui/react/field'
import { css, cx } from '../../styled-system/css'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { Field, fieldStyles } from '../field/field'
import { useT } from '../provider/ui-provider'

export interface RejectResult {
  response: string
  rejectReason: string
}

export interface RejectDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onReject: (result: RejectResult) => void | Promise<void>
  title?: string
  /** The response sent with the reason (seed 001: Rejected by default). */
  response?: string
}

/**
 * Asks for the reason of a rejection; Save stays disabled until there is one. One required field, so plain state:
 * react-hook-form would cost every widget with a reject button about 12 KB gzip.
 */
export function RejectDialog(props: RejectDialogProps) {
  // Mounted per opening, so every opening starts with an empty reason.
  return props.open ? <OpenRejectDialog {...props} /> : null
}

function OpenRejectDialog({ onOpenChange, onReject, title, response = 'Rejected' }: RejectDialogProps) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const rejectReason = reason.trim()
  const error = touched && !rejectReason ? t('reject.reasonRequired') : undefined
  const submit = async () => {
    setTouched(true)
    if (!rejectReason || submitting) return
    setSubmitting(true)
    try {
      await onReject({ response, rejectReason })
      onOpenChange(false)
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={title ?? t('reject.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="pd-reject-form" variant="danger" disabled={!rejectReason || submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id="pd-reject-form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Field label={t('reject.reason')} required error={error}>
          <ArkField.Textarea
            rows={4}
            className={cx(fieldStyles.input, css({ resize: 'vertical' }))}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
      </form>
    </Dialog>
  )
}
