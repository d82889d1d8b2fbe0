// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The one-way rules of eslint.config.js (docs/architecture.md, "One way for each job"), shown to fail on the second
// way and to pass the house's, as a newcomer's file in a package or the portal would be linted.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('one way for each job', () => {
  it('refuses an inline query key, in a package and in the portal, and takes a factory’s', async () => {
    const inline = "export const query = { queryKey: ['paydeck', 'books', 1], queryFn: () => 1 }\n"
    expect(await refusals(inline, 'packages/admin/src/new-screen.ts')).toEqual([expect.stringContaining('key factory')])
    expect(await refusals(inline, 'portal/src/new-page.ts')).toHaveLength(1)
    const factory =
      "const keys = { one: (id: number) => ['paydeck', 'books', id] as const }\nexport const query = { queryKey: keys.one(1), queryFn: () => 1 }\n"
    expect(await refusals(factory, 'packages/admin/src/new-screen.ts')).toEqual([])
  })

  it('refuses numbers written past ui’s formatters, and lets the formatters themselves do it', async () => {
    const byHand =
      "export const a = (n: number) => n.toLocaleString()\nexport const b = new Intl.NumberFormat('en').format(1)\n"
    expect(await refusals(byHand, 'packages/reports/src/new-cell.ts')).toHaveLength(2)
    expect(await refusals(byHand, 'portal/src/new-page.ts')).toHaveLength(2)
    expect(await refusals(byHand, 'packages/ui/src/format/format.ts')).toEqual([])
  })

  it('refuses a hand-set busy flag, and takes a mutation’s', async () => {
    const byHand =
      "import { useState } from 'react'\nexport function useSave() {\n  const [busy, setBusy] = useState(false)\n  return { busy, setBusy }\n}\n"
    expect(await refusals(byHand, 'packages/admin/src/new-form.tsx')).toEqual([expect.stringContaining('useMutation')])
    expect(await refusals(byHand, 'portal/src/new-page.tsx')).toHaveLength(1)
    const mutation =
      "import { useMutation } from '@tanstack/react-query'\nexport function useSave() {\n  const save = useMutation({ mutationFn: async () => 1 })\n  return save.isPending\n}\n"
    expect(await refusals(mutation, 'packages/admin/src/new-form.tsx')).toEqual([])
  })

  it('refuses a form that holds what is typed by hand, and takes the form hook’s submit', async () => {
    const byHand =
      'export function NewNote() {\n  return <form onSubmit={(event) => event.preventDefault()}><input /></form>\n}\n'
    expect(await refusals(byHand, 'packages/support/src/new-form.tsx')).toEqual([
      expect.stringContaining('useChangeForm'),
    ])
    expect(await refusals(byHand, 'portal/src/new-page.tsx')).toHaveLength(1)
    const hooked =
      "import { useChangeForm } from '@paydeck/ui'\nexport function NewNote() {\n  const change = useChangeForm({ defaultValues: { note: '' }, save: async () => 1, refusalOf: () => ({}) })\n  return <form onSubmit={change.submit}><input {...change.form.register('note')} /></form>\n}\n"
    expect(await refusals(hooked, 'packages/support/src/new-form.tsx')).toEqual([])
  })

  it('refuses a class name written as a string in the portal, and takes a Panda class', async () => {
    const byHand =
      'export function Note({ open }: { open: boolean }) {\n  return <p className={`note ${open ? "note--open" : ""}`}><span className="hint">Hi</span></p>\n}\n'
    expect(await refusals(byHand, 'portal/src/new-page.tsx')).toEqual([
      expect.stringContaining('css()'),
      expect.stringContaining('css()'),
    ])
    const panda =
      "import { css } from '@paydeck/ui/styled-system/css'\nconst hint = css({ color: '#57606a' })\nexport function Note() {\n  return <p className={hint}>Hi</p>\n}\n"
    expect(await refusals(panda, 'portal/src/new-page.tsx')).toEqual([])
  })
})
