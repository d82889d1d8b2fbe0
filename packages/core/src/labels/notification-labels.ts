// The words of the kinds of in-app notification.
import type { NotificationType } from '../api/notifications/notifications.schema'
import { type Labels } from './label-words'

export const notificationTypeLabels: Labels<NotificationType> = {
  en: {
    PreCheckForm: 'Pre-check form',
    Proposal: 'Proposal',
    Agreement: 'Agreement',
    BoardingDocuments: 'Boarding documents',
    Task: 'Task',
    TransactionVelocityAlert: 'Velocity alert',
    ReportGenerated: 'Report',
    SupportTicket: 'Support ticket',
    Dispute: 'Dispute',
  },
  tr: {
    PreCheckForm: 'Ön kontrol formu',
    Proposal: 'Teklif',
    Agreement: 'Sözleşme',
    BoardingDocuments: 'Başvuru belgeleri',
    Task: 'Görev',
    TransactionVelocityAlert: 'İşlem sıklığı uyarısı',
    ReportGenerated: 'Rapor',
    SupportTicket: 'Destek talebi',
    Dispute: 'İtiraz',
  },
  ar: {
    PreCheckForm: 'نموذج الفحص المسبق',
    Proposal: 'عرض',
    Agreement: 'اتفاقية',
    BoardingDocuments: 'مستندات الانضمام',
    Task: 'مهمة',
    TransactionVelocityAlert: 'تنبيه تكرار العمليات',
    ReportGenerated: 'تقرير',
    SupportTicket: 'تذكرة دعم',
    Dispute: 'نزاع',
  },
}
