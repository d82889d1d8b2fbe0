// @paydeck/transactions/disputes-element: the disputes' element classes, registered by nobody (./disputes-define
// registers them); apart from the lookup's, so a page with the lookup alone does not bring them.
export { DisputeElement, DisputesElement } from './dispute-elements'
