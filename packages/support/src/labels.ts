// @paydeck/support/labels: the labels manager, an entry of its own: its drag-to-reorder (dnd-kit) is loaded only
// by the screens that manage labels.
export { LabelsManager, LABEL_DELETED_MS } from './labels/labels-manager'
