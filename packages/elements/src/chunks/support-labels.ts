import { LabelsManagerElement } from '@paydeck/support/labels-element'

// Apart from the other support elements: its drag-to-reorder is loaded only where labels are managed.
LabelsManagerElement.define()
