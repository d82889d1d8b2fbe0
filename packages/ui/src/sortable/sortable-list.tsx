import { lazy, Suspense, useRef } from 'react'
import { sortableStyles, SortableRowView, type SortableItem } from './sortable-row'

export type { SortableItem } from './sortable-row'

export interface SortableListProps {
  label: string
  items: readonly SortableItem[]
  /** The new order of every item's id, after a drop that moved something. */
  onReorder: (ids: (number | string)[]) => void
}

const DraggableList = /* @__PURE__ */ lazy(() =>
  import('./draggable-list').then(({ DraggableList }) => ({ default: DraggableList })),
)

/**
 * A list reordered by dragging a handle, or from the keyboard: Space picks up, arrows move, Space drops. The list
 * is drawn at once; the drag (dnd-kit) loads as it shows and takes over the same rows.
 */
export function SortableList(props: SortableListProps) {
  // A handle focused before the drag loads keeps the focus when the drag's rows replace it.
  const focused = useRef<SortableItem['id'] | null>(null)
  const still = (
    <ul className={sortableStyles.list} aria-label={props.label}>
      {props.items.map((item) => (
        <SortableRowView
          key={item.id}
          item={item}
          handleProps={{ onFocus: () => (focused.current = item.id), onBlur: () => (focused.current = null) }}
        />
      ))}
    </ul>
  )
  return (
    <Suspense fallback={still}>
      <DraggableList {...props} focusedAtStart={focused} />
    </Suspense>
  )
}
