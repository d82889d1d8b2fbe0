import { SupportButtonElement, TicketElement, TicketListElement } from '@paydeck/support/element'

// One chunk for the three: they share the ticket calls, the form fields and the catalogue.
SupportButtonElement.define()
TicketListElement.define()
TicketElement.define()
