import type { ReactNode } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { css } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'

const styles = {
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

export interface SortableItem {
  id: number | string
  /** What announcements and the handle's name call the item. */
  label: string
  /** The item's content after its drag handle. */
  content: ReactNode
}

export interface SortableListProps {
  label: string
  items: readonly SortableItem[]
  /** The new order of every item's id, after a drop that moved something. */
  onReorder: (ids: (number | string)[]) => void
}

/** A list reordered by dragging a handle, or from the keyboard: Space picks up, arrows move, Space drops. */
export function SortableList({ label, items, onReorder }: SortableListProps) {
  const t = useT()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map((item) => item.id)
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? String(id)
  const place = (id: UniqueIdentifier | undefined) => ({
    position: ids.indexOf(id as number | string) + 1,
    total: ids.length,
  })
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.picked', { item: nameOf(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.moved', { item: nameOf(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('sortable.dropped', { item: nameOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { item: nameOf(active.id) }),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onReorder(arrayMove(ids, ids.indexOf(active.id as never), ids.indexOf(over.id as never)))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({ item }: { item: SortableItem }) {
  const t = useT()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  })
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={`${buttonRecipe({ variant: 'ghost', size: 'sm' })} ${styles.handle}`}
        {...attributes}
        {...listeners}
        aria-label={t('sortable.handle', { item: item.label })}
      >
        <Icon name="grip" size={16} />
      </button>
      {item.content}
    </li>
  )
}
