import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Button } from '../button/button'
import { PagedTable } from '../data-table/paged-table'
import { Dialog } from '../dialog/dialog'
import { Drawer } from '../drawer/drawer'
import { TextInput } from '../inputs/inputs'
import { StatusPill } from '../status-pill/status-pill'
import { elementParts, type ElementPart } from './element-parts'

// The bell's list and badge are the notifications package's: its bell test checks them.
const widgetParts: readonly ElementPart[] = ['badge']

describe('the documented part names', () => {
  it('are on the surfaces the design system draws', async () => {
    render(
      <>
        <Button>Save</Button>
        <TextInput aria-label="Reference" />
        <StatusPill status="Captured" />
        <PagedTable
          caption="Payments"
          columns={[{ id: 'id', header: 'Id', cell: (row: { id: number }) => row.id }]}
          rows={[{ id: 1 }]}
          rowKey={(row) => row.id}
        />
        <Dialog open onOpenChange={() => {}} title="Refund">
          Body
        </Dialog>
        <Drawer open onOpenChange={() => {}} title="Transaction 1">
          Body
        </Drawer>
      </>,
    )
    await screen.findAllByRole('dialog')
    const shown = new Set(
      [...document.querySelectorAll('[part]')].flatMap((element) => element.getAttribute('part')!.split(' ')),
    )
    for (const part of Object.keys(elementParts) as ElementPart[]) {
      if (!widgetParts.includes(part)) expect(shown, `part "${part}"`).toContain(part)
    }
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('part', 'button')
    expect(screen.getByRole('dialog', { name: 'Transaction 1' })).toHaveAttribute('part', 'panel')
  })
})
