import { AgreementElement, ProposalElement } from '@paydeck/proposals/element'

ProposalElement.define()
AgreementElement.define()
