import { elementTags } from '@paydeck/ui/tags'
import { supportElement } from './element/support-element'
import { LabelsManager } from './labels/labels-manager'

/** `<paydeck-labels-manager>`: the organisation's labels. */
export const LabelsManagerElement = supportElement(() => <LabelsManager />, elementTags.labelsManager, {})
