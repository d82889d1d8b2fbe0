import { css } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'

import { PAGE_SIZE_OPTIONS } from './page-sizes'
import { pagesToShow } from './pages-to-show'

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
  // One-based, as people count pages.
  const page = pageIndex + 1
  const pageCount = Math.ceil(total / pageSize)
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
      <nav aria-label={t('pagination.label')} className={styles.list} data-scope="pagination" data-part="root">
        <button
          type="button"
          className={buttonRecipe({ variant: 'ghost', size: 'sm' })}
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          data-part="prev-trigger"
          onClick={() => onPageChange(pageIndex - 1)}
        >
          <Icon name="chevronLeft" />
        </button>
        {pagesToShow(page, pageCount).map((shown, index) =>
          shown === 'gap' ? (
            <div key={index} data-part="ellipsis">
              …
            </div>
          ) : (
            <button
              key={index}
              type="button"
              className={`${buttonRecipe({ variant: 'secondary', size: 'sm' })} ${styles.current}`}
              aria-label={t('pagination.page', { page: shown })}
              aria-current={shown === page ? 'page' : undefined}
              data-selected={shown === page ? '' : undefined}
              data-part="item"
              onClick={() => shown !== page && onPageChange(shown - 1)}
            >
              {shown}
            </button>
          ),
        )}
        <button
          type="button"
          className={buttonRecipe({ variant: 'ghost', size: 'sm' })}
          aria-label={t('pagination.next')}
          disabled={page >= pageCount}
          data-part="next-trigger"
          onClick={() => onPageChange(pageIndex + 1)}
        >
          <Icon name="chevronRight" />
        </button>
      </nav>
    </div>
  )
}
