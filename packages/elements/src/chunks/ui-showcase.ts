import { UiShowcaseElement } from '@paydeck/ui'

UiShowcaseElement.define()
