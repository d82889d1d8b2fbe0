// @paydeck/support/element: the support elements as classes, registered by nobody (./define registers them).
export { SupportButtonElement, TicketElement, TicketListElement } from './support-elements'
