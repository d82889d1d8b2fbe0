import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, Pagination } from './pagination'

function Harness() {
  const [pageIndex, setPageIndex] = useState(0)
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  return (
    <Pagination
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={95}
      onPageChange={setPageIndex}
      onPageSizeChange={(size) => {
        setPageSize(size)
        setPageIndex(0)
      }}
    />
  )
}

describe('Pagination', () => {
  it('offers 5, 10, 20, 50, 75, 100 and starts at 20', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 50, 75, 100])
    render(<Harness />)
    expect(screen.getByLabelText('Rows per page')).toHaveValue('20')
    expect(screen.getByText('1–20 of 95')).toBeInTheDocument()
  })

  it('moves between pages and resizes', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText('21–40 of 95')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(screen.getByText('81–95 of 95')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50')
    expect(screen.getByText('1–50 of 95')).toBeInTheDocument()
  })
})
