// @paydeck/proposals/element: the viewer elements' classes, registered by nobody (./define registers them).
export { AgreementElement, ProposalElement } from './viewer-elements'
