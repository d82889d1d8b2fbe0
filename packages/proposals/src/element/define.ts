// @paydeck/proposals/define: registers <paydeck-proposal> and <paydeck-agreement>.
import { AgreementElement, ProposalElement } from './viewer-elements'

ProposalElement.define()
AgreementElement.define()
