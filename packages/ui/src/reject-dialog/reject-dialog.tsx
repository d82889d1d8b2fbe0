import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
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

/** Asks for the reason of a rejection; Save stays disabled until there is one. */
export function RejectDialog({ open, onOpenChange, onReject, title, response = 'Rejected' }: RejectDialogProps) {
  const t = useT()
  const schema = z.object({ rejectReason: z.string().check(z.trim(), z.minLength(1, t('reject.reasonRequired'))) })
  const form = useForm<{ rejectReason: string }>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { rejectReason: '' },
  })
  useEffect(() => {
    if (open) form.reset({ rejectReason: '' })
  }, [open, form])
  const submit = form.handleSubmit(async ({ rejectReason }) => {
    await onReject({ response, rejectReason: rejectReason.trim() })
    onOpenChange(false)
  })
  const error =
    form.formState.touchedFields.rejectReason || form.formState.isSubmitted
      ? form.formState.errors.rejectReason?.message
      : undefined
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('reject.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form="pd-reject-form"
            variant="danger"
            disabled={!form.formState.isValid || form.formState.isSubmitting}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="pd-reject-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('reject.reason')} required error={error}>
          <ArkField.Textarea
            rows={4}
            className={cx(fieldStyles.input, css({ resize: 'vertical' }))}
            {...form.register('rejectReason')}
          />
        </Field>
      </form>
    </Dialog>
  )
}
