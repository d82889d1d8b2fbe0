// @paydeck/transactions/disputes-define: registers <paydeck-disputes> and <paydeck-dispute>.
import { DisputeElement, DisputesElement } from './dispute-elements'

DisputesElement.define()
DisputeElement.define()
