import { forwardRef, type CSSProperties, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'

export interface SortableItem {
  id: number | string
  /** What announcements and the handle's name call the item. */
  label: string
  /** The item's content after its drag handle. */
  content: ReactNode
}

export const sortableStyles = {
  list: css({ display: 'grid', gap: '2', listStyle: 'none', margin: '0', padding: '0' }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    bg: 'surface',
    '&[data-dragging]': { boxShadow: 'lg', position: 'relative', zIndex: 1 },
  }),
  handle: css({ cursor: 'grab', touchAction: 'none' }),
}

interface SortableRowViewProps {
  item: SortableItem
  dragging?: boolean
  style?: CSSProperties
  /** The handle's ref and its drag attributes and listeners, once the drag is loaded. */
  handleRef?: (element: HTMLElement | null) => void
  handleProps?: object
}

/** An item's row, drawn the same before the drag is loaded and after: its handle, then its content. */
export const SortableRowView = forwardRef<HTMLLIElement, SortableRowViewProps>(function SortableRowView(
  { item, dragging, style, handleRef, handleProps },
  ref,
) {
  const t = useT()
  return (
    <li
      ref={ref}
      className={sortableStyles.item}
      data-sortable-id={item.id}
      data-dragging={dragging || undefined}
      style={style}
    >
      <button
        type="button"
        ref={handleRef}
        className={`${buttonRecipe({ variant: 'ghost', size: 'sm' })} ${sortableStyles.handle}`}
        {...handleProps}
        aria-label={t('sortable.handle', { item: item.label })}
      >
        <Icon name="grip" size={16} />
      </button>
      {item.content}
    </li>
  )
})
