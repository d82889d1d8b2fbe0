import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Field } from '../field/field'
import { TextInput } from '../inputs/inputs'
import * as z from 'zod/mini'
import { schemaResolver, useChangeForm, type FormProblems } from './change-form'
import { FormDialog } from './form-dialog'

interface Book {
  name: string
  description: string
}

function BookDialog({
  save,
  refusalOf,
}: {
  save: (book: Book) => Promise<unknown>
  refusalOf: (e: unknown) => FormProblems
}) {
  const [open, setOpen] = useState(true)
  const dialog = useChangeForm<Book>({
    defaultValues: { name: '', description: '' },
    check: (book) => ({ name: book.name.trim() ? undefined : 'Name the price book.' }),
    save,
    refusalOf,
  })
  return (
    <FormDialog form={dialog} open={open} title="New price book" submitLabel="Create" onClose={() => setOpen(false)}>
      <Field label="Name" error={dialog.errors.name} required>
        <TextInput {...dialog.form.register('name')} />
      </Field>
      <Field label="Description" error={dialog.errors.description}>
        <TextInput {...dialog.form.register('description')} />
      </Field>
    </FormDialog>
  )
}

describe('the one form of a dialog', () => {
  it('says what its rules find beside the field, sends nothing, and keeps what was typed', async () => {
    const save = vi.fn(async () => undefined)
    render(<BookDialog save={save} refusalOf={() => ({})} />)
    const dialog = screen.getByRole('dialog', { name: 'New price book' })
    await userEvent.type(within(dialog).getByLabelText('Description'), 'For cafés')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('Name the price book.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText('Description')).toHaveValue('For cafés')
    // Mended, the message goes and the change is made with what was typed.
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Cafés')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Cafés', description: 'For cafés' }))
    expect(within(dialog).queryByText('Name the price book.')).toBeNull()
  })

  it('shows a refusal by the fields it names and the rest for the whole form, still holding every value', async () => {
    const refusal = new Error('refused')
    render(
      <BookDialog
        save={async () => Promise.reject(refusal)}
        refusalOf={(failure) =>
          failure === refusal ? { name: 'A price book of this name exists.', form: 'Your change was not saved.' } : {}
        }
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'New price book' })
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Standard 2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('A price book of this name exists.')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your change was not saved.')
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Standard 2026')
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled()
  })
})

describe('schemaResolver', () => {
  const schema = z.object({
    name: z.string().check(z.minLength(1, 'Say a name')),
    from: z.nullable(z.string()).check(z.refine((value) => value !== null, 'Choose a start')),
  })
  const resolve = (values: Record<string, unknown>) =>
    schemaResolver<Record<string, unknown>>(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false })

  it('gives the schema’s values when they pass, keys it does not know left out', async () => {
    expect(await resolve({ name: 'Weekly', from: '2026-11-01T00:00:00Z', stray: 1 })).toEqual({
      values: { name: 'Weekly', from: '2026-11-01T00:00:00Z' },
      errors: {},
    })
  })

  it('gives each field’s first issue in its words, and no values, when they do not', async () => {
    const { values, errors } = await resolve({ name: '', from: null })
    expect(values).toEqual({})
    expect(errors).toEqual({
      name: { type: 'rule', message: 'Say a name' },
      from: { type: 'rule', message: 'Choose a start' },
    })
  })
})
