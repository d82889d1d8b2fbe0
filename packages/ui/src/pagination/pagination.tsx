import { Pagination as ArkPagination } from '@ark-ui/react/pagination'
import { css } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'

import { PAGE_SIZE_OPTIONS } from './page-sizes'

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './page-sizes'

export interface PaginationProps {
  /** Zero-based, as the API's pageIndex. */
  pageIndex: number
  pageSize: number
  total: number
  onPageChange: (pageIndex: number) => void
  onPageSizeChange?: (pageSize: number) => void
  pageSizeOptions?: readonly number[]
}

const styles = {
  root: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    fontFamily: 'body',
    color: 'text',
    fontSize: 'sm',
  }),
  list: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  // The current page keeps its colours under the pointer (the secondary button's hover would blank its white digits).
  current: css({
    '&[data-selected]': {
      bg: 'link',
      color: 'onLink',
      borderColor: 'transparent',
      _hover: { bg: 'link', boxShadow: 'inset 0 0 0 999px rgb(0 0 0 / 0.12)' },
    },
  }),
  size: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  select: css({
    font: 'inherit',
    paddingBlock: '1',
    paddingInline: '2',
    borderRadius: 'md',
    border: '1px solid token(colors.border)',
    bg: 'surface',
    color: 'text',
  }),
}

export function Pagination({
  pageIndex,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: PaginationProps) {
  const t = useT()
  const from = total === 0 ? 0 : pageIndex * pageSize + 1
  const to = Math.min(total, (pageIndex + 1) * pageSize)
  return (
    <div className={styles.root}>
      {onPageSizeChange && (
        <label className={styles.size}>
          {t('pagination.pageSize')}
          <select
            className={styles.select}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      <span aria-live="polite">{t('pagination.range', { from, to, total })}</span>
      <ArkPagination.Root
        count={total}
        pageSize={pageSize}
        page={pageIndex + 1}
        siblingCount={1}
        onPageChange={(details) => onPageChange(details.page - 1)}
        translations={{
          rootLabel: t('pagination.label'),
          prevTriggerLabel: t('pagination.previous'),
          nextTriggerLabel: t('pagination.next'),
          itemLabel: ({ page }) => t('pagination.page', { page }),
        }}
        className={styles.list}
      >
        <ArkPagination.PrevTrigger className={buttonRecipe({ variant: 'ghost', size: 'sm' })}>
          <Icon name="chevronLeft" />
        </ArkPagination.PrevTrigger>
        <ArkPagination.Context>
          {(pagination) =>
            pagination.pages.map((page, index) =>
              page.type === 'page' ? (
                <ArkPagination.Item
                  key={index}
                  {...page}
                  className={`${buttonRecipe({ variant: 'secondary', size: 'sm' })} ${styles.current}`}
                >
                  {page.value}
                </ArkPagination.Item>
              ) : (
                <ArkPagination.Ellipsis key={index} index={index}>
                  …
                </ArkPagination.Ellipsis>
              ),
            )
          }
        </ArkPagination.Context>
        <ArkPagination.NextTrigger className={buttonRecipe({ variant: 'ghost', size: 'sm' })}>
          <Icon name="chevronRight" />
        </ArkPagination.NextTrigger>
      </ArkPagination.Root>
    </div>
  )
}
