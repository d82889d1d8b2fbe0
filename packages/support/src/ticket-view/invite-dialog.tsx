import type { UseMutationResult } from '@tanstack/react-query'
import { problemsOf } from '@paydeck/react'
import { Field, FormDialog, TextArea, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useSupportT } from '../messages'

export type InviteMutation = UseMutationResult<
  unknown,
  Error,
  { externalPartyEmail: string; invitationDescription: string }
>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Invites someone outside both organisations (an acquirer, a scheme) to the conversation by email. */
export function InviteDialog({ invite, onClose }: { invite: InviteMutation; onClose: () => void }) {
  const t = useSupportT()
  const change = useChangeForm({
    defaultValues: { externalPartyEmail: '', invitationDescription: '' },
    check: (draft) => ({
      externalPartyEmail: EMAIL.test(draft.externalPartyEmail.trim()) ? undefined : t('invalidEmail'),
      invitationDescription: draft.invitationDescription.trim()
        ? undefined
        : t('required', { field: t('inviteDescription') }),
    }),
    save: async (draft) => {
      await invite.mutateAsync({
        externalPartyEmail: draft.externalPartyEmail.trim(),
        invitationDescription: draft.invitationDescription.trim(),
      })
      onClose()
    },
    refusalOf: problemsOf,
  })
  const { errors, form } = change
  return (
    <FormDialog title={t('invite')} submitLabel={t('invite')} form={change} onClose={onClose}>
      <Field label={t('inviteEmail')} required error={errors.externalPartyEmail}>
        <TextInput type="email" {...form.register('externalPartyEmail')} />
      </Field>
      <Field label={t('inviteDescription')} required error={errors.invitationDescription}>
        <TextArea {...form.register('invitationDescription')} />
      </Field>
    </FormDialog>
  )
}
