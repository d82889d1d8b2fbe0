// @paydeck/support/define: registers <paydeck-support-button>, <paydeck-ticket-list> and <paydeck-ticket>.
import { SupportButtonElement, TicketElement, TicketListElement } from './support-elements'

SupportButtonElement.define()
TicketListElement.define()
TicketElement.define()
