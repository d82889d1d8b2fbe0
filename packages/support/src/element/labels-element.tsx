// @paydeck/support/labels-element: `<paydeck-labels-manager>`, apart from the other elements: its drag to reorder
// is loaded only where labels are managed.
import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { LabelsManager } from '../labels/labels-manager'
import { supportKeys } from '../tickets/support-queries'

/** `<paydeck-labels-manager>`: the organisation's labels. */
export const LabelsManagerElement = defineElement(LabelsManager, {
  tag: elementTags.labelsManager,
  host: paydeckElement,
  data: [supportKeys.all],
})
