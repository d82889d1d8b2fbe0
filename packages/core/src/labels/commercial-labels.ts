// The words of the commercial documents' and pipelines' states.
import type { PipelineState } from '../api/pipelines/pipelines.schema'
import type { AgreementStatus, ProposalStatus } from '../api/proposals/proposals.schema'
import { type Labels } from './label-words'

/** A proposal's and an agreement's statuses. */
export const documentStatusLabels: Labels<ProposalStatus | AgreementStatus> = {
  en: {
    Created: 'Created',
    PendingApproval: 'Awaiting approval',
    PendingAcceptance: 'Awaiting acceptance',
    Accepted: 'Accepted',
    Rejected: 'Rejected',
  },
  tr: {
    Created: 'Oluşturuldu',
    PendingApproval: 'Onay bekliyor',
    PendingAcceptance: 'Kabul bekliyor',
    Accepted: 'Kabul edildi',
    Rejected: 'Reddedildi',
  },
  ar: {
    Created: 'أُنشئ',
    PendingApproval: 'بانتظار الموافقة',
    PendingAcceptance: 'بانتظار القبول',
    Accepted: 'مقبول',
    Rejected: 'مرفوض',
  },
}

export const pipelineStateLabels: Labels<PipelineState> = {
  en: {
    Open: 'Open',
    Won: 'Won',
    GoLive: 'Gone live',
    Converted: 'Converted',
    Lost: 'Lost',
    Disqualified: 'Disqualified',
    Abandoned: 'Abandoned',
    Suspended: 'Suspended',
  },
  tr: {
    Open: 'Açık',
    Won: 'Kazanıldı',
    GoLive: 'Canlıya geçti',
    Converted: 'Dönüştürüldü',
    Lost: 'Kaybedildi',
    Disqualified: 'Elendi',
    Abandoned: 'Vazgeçildi',
    Suspended: 'Askıya alındı',
  },
  ar: {
    Open: 'مفتوح',
    Won: 'مكسوب',
    GoLive: 'بدأ العمل المباشر',
    Converted: 'محوّل',
    Lost: 'خاسر',
    Disqualified: 'مستبعد',
    Abandoned: 'متروك',
    Suspended: 'معلّق',
  },
}
