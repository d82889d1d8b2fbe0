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
import { useEffect, useRef, type RefObject } from 'react'
import { useT } from '../provider/ui-provider'
import type { SortableListProps } from './sortable-list'
import { sortableStyles, SortableRowView, type SortableItem } from './sortable-row'

/** The list with dnd-kit's drag (about 10 KB gzip): loaded once a sortable list is shown, not before. */
export function DraggableList({
  label,
  items,
  onReorder,
  focusedAtStart,
}: SortableListProps & { focusedAtStart?: RefObject<SortableItem['id'] | null> }) {
  const t = useT()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const id = focusedAtStart?.current
    if (id == null) return
    const row = [...(list.current?.children ?? [])].find((li) => (li as HTMLElement).dataset.sortableId === String(id))
    row?.querySelector('button')?.focus()
  }, [focusedAtStart])
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
        <ul ref={list} className={sortableStyles.list} aria-label={label}>
          {items.map((item) => (
            <DraggableRow key={item.id} item={item} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function DraggableRow({ item }: { item: SortableItem }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  })
  return (
    <SortableRowView
      ref={setNodeRef}
      item={item}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, ...listeners }}
    />
  )
}
