import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button, Dialog, Field, TextArea, TextInput } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { viewStyles as styles } from './ticket-view.styles'

export type InviteMutation = UseMutationResult<
  unknown,
  Error,
  { externalPartyEmail: string; invitationDescription: string }
>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Invites someone outside both organisations (an acquirer, a scheme) to the conversation by email. */
export function InviteDialog({ invite, onClose }: { invite: InviteMutation; onClose: () => void }) {
  const t = useSupportT()
  const [email, setEmail] = useState('')
  const [description, setDescription] = useState('')
  const [touched, setTouched] = useState(false)
  const emailProblem = touched && !EMAIL.test(email.trim()) ? t('invalidEmail') : null
  const valid = EMAIL.test(email.trim()) && description.trim() !== ''
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invite')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="paydeck-invite-form" disabled={!valid || invite.isPending}>
            {t('invite')}
          </Button>
        </>
      }
    >
      <form
        id="paydeck-invite-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (!valid) return
          invite.mutate(
            { externalPartyEmail: email.trim(), invitationDescription: description.trim() },
            { onSuccess: onClose },
          )
        }}
      >
        <Field label={t('inviteEmail')} required error={emailProblem}>
          <TextInput
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
        <Field label={t('inviteDescription')} required>
          <TextArea value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        {invite.isError && (
          <p role="alert" className={styles.problem}>
            {invite.error.message}
          </p>
        )}
      </form>
    </Dialog>
  )
}
