import { useId, useState } from 'react'
import { useUser } from '@paydeck/react'
import { Button, Drawer, Field, formatLongDate, IconButton, TextInput, useUi } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { usePortalT } from '../i18n/portal-i18n'
import { setNotificationToasts, useNotificationToasts } from './notification-toasts'

const styles = {
  section: css({
    '& + &': { marginBlockStart: '1.5rem' },
    '& h3': { margin: '0 0 0.5rem', fontSize: '1rem' },
  }),
  today: css({ fontSize: '1.125rem', fontWeight: '600', margin: '0' }),
  // The zone's and an empty list's small print.
  subtle: css({ color: '#57606a', fontSize: '0.875rem' }),
  noteForm: css({ display: 'flex', alignItems: 'flex-end', gap: '0.5rem', '& > :first-child': { flex: '1' } }),
  notes: css({
    listStyle: 'none',
    margin: '0.75rem 0 0',
    padding: '0',
    '& li': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '0.5rem',
      padding: '0.375rem 0',
      borderBlockEnd: '1px solid #e1e4e8',
    },
  }),
  toggle: css({ display: 'flex', alignItems: 'center', gap: '0.5rem' }),
}

const notesKey = (userId: number) => `paydeck.notes.${userId}`

function readNotes(userId: number): string[] {
  try {
    const notes = JSON.parse(localStorage.getItem(notesKey(userId)) ?? '[]') as unknown
    return Array.isArray(notes) ? notes.filter((note): note is string => typeof note === 'string') : []
  } catch {
    return []
  }
}

/** spec-decisions: today's date in the user's zone, notes kept per user in this browser, real settings. */
export function QuickPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = usePortalT()
  const user = useUser()
  const { locale, timeZone } = useUi()
  const [notes, setNotes] = useState(() => (user ? readNotes(user.id) : []))
  const noteForm = useChangeForm({
    defaultValues: { note: '' },
    save: async ({ note }) => {
      if (!user || !note.trim()) return
      saveNotes([note.trim(), ...notes])
      noteForm.form.reset()
    },
    refusalOf: () => ({}),
  })
  const toasts = useNotificationToasts()
  const toastsId = useId()
  function saveNotes(next: string[]) {
    if (user) localStorage.setItem(notesKey(user.id), JSON.stringify(next))
    setNotes(next)
  }
  if (!user) return null
  const today = formatLongDate(new Date(), locale, timeZone)

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('quick.title')}>
      <section className={styles.section} aria-labelledby="quick-today">
        <h3 id="quick-today">{t('quick.today')}</h3>
        <p className={styles.today}>{today}</p>
        <p className={styles.subtle}>{timeZone}</p>
      </section>
      <section className={styles.section} aria-labelledby="quick-notes">
        <h3 id="quick-notes">{t('quick.notes')}</h3>
        <form className={styles.noteForm} onSubmit={noteForm.submit}>
          <Field label={t('quick.noteLabel')}>
            <TextInput {...noteForm.form.register('note')} />
          </Field>
          <Button type="submit" size="sm" disabled={!noteForm.form.watch('note').trim()}>
            {t('quick.addNote')}
          </Button>
        </form>
        {notes.length === 0 ? (
          <p className={styles.subtle}>{t('quick.noNotes')}</p>
        ) : (
          <ul className={styles.notes}>
            {notes.map((note, index) => (
              <li key={`${index}-${note}`}>
                <span>{note}</span>
                <IconButton
                  icon="trash"
                  label={t('quick.deleteNote', { note })}
                  onClick={() => saveNotes(notes.filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="quick-settings">
        <h3 id="quick-settings">{t('quick.settings')}</h3>
        <label className={styles.toggle} htmlFor={toastsId}>
          <input
            id={toastsId}
            type="checkbox"
            checked={toasts}
            onChange={(event) => setNotificationToasts(event.target.checked)}
          />
          {t('quick.toasts')}
        </label>
      </section>
    </Drawer>
  )
}
