// @paydeck/support/labels-define: registers <paydeck-labels-manager>.
import { LabelsManagerElement } from './labels-element'

LabelsManagerElement.define()
