import { useState } from 'react'
import { labelValueProblem, type LabelFields, type SupportLabel } from '@paydeck/core/support'
import { Button, Field, TextInput } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useSupportT } from '../messages'

const styles = {
  form: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    alignItems: 'end',
  }),
  color: css({ blockSize: '10', padding: '1', cursor: 'pointer' }),
  buttons: css({ display: 'flex', gap: '2' }),
}

const NEW_LABEL: LabelFields & { description: string } = { value: '', color: '#2e43fe', description: '' }

/**
 * Create or edit one label: the value by seed 000's rule, colour required, description optional; empty again
 * after a save. Mount it with a key per label edited, so each edit starts from that label.
 */
export function LabelForm({
  editing,
  saving,
  onSave,
  onCancel,
}: {
  editing: SupportLabel | null
  saving: boolean
  /** Whether the server took it. */
  onSave: (fields: LabelFields) => Promise<boolean>
  onCancel: () => void
}) {
  const t = useSupportT()
  const [fields, setFields] = useState(editing ?? NEW_LABEL)
  const [shown, setShown] = useState(false)
  const valueProblem = labelValueProblem(fields.value)
  const colorProblem = fields.color ? null : t('colorRequired')
  const change = (name: keyof typeof NEW_LABEL) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))
  return (
    <form
      className={styles.form}
      aria-label={editing ? t('editing', { value: editing.value }) : t('newLabel')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        setShown(true)
        if (valueProblem || colorProblem) return
        const saved = await onSave({
          value: fields.value.trim(),
          color: fields.color,
          description: fields.description.trim(),
        })
        if (saved) {
          setFields(NEW_LABEL)
          setShown(false)
        }
      }}
    >
      <Field label={t('labelValue')} required error={shown ? valueProblem : null}>
        <TextInput value={fields.value} maxLength={40} onChange={change('value')} onBlur={() => setShown(true)} />
      </Field>
      <Field label={t('labelColor')} required error={shown ? colorProblem : null}>
        <TextInput type="color" className={styles.color} value={fields.color} onChange={change('color')} />
      </Field>
      <Field label={t('labelDescription')}>
        <TextInput value={fields.description} maxLength={200} onChange={change('description')} />
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" disabled={saving}>
          {editing ? t('save') : t('newLabel')}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  )
}
