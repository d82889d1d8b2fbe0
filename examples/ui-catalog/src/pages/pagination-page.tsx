import { useState } from 'react'
import { DEFAULT_PAGE_SIZE, Pagination } from '@paydeck/ui'
import { Section } from './layout'

export function PaginationPage() {
  const [pageIndex, setPageIndex] = useState(0)
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  const [emptyIndex, setEmptyIndex] = useState(0)
  return (
    <>
      <Section title="412 rows">
        <Pagination
          pageIndex={pageIndex}
          pageSize={pageSize}
          total={412}
          onPageChange={setPageIndex}
          onPageSizeChange={(size) => {
            setPageSize(size)
            setPageIndex(0)
          }}
        />
      </Section>
      <Section title="No rows">
        <Pagination pageIndex={emptyIndex} pageSize={10} total={0} onPageChange={setEmptyIndex} />
      </Section>
    </>
  )
}
