import { UiShowcaseElement } from '@paydeck/ui/showcase'

UiShowcaseElement.define()
