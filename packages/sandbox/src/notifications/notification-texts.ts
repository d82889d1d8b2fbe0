import type { Language } from '../domain/language'
import { wordIn } from '../words/sandbox-words'

// What a notification says, in each language the sandbox answers in. A notification keeps its text's key and
// parameters, and is worded when it is read, in the language of that request (Accept-Language).

type Params = Record<string, string | number>
interface Text {
  title: string
  description: string
}
type Wording = (params: Params) => Text

/** "N reports are ready" in Arabic: the noun and adjective take the form Arabic's plural rules choose for N. */
function arabicReportsReady(count: number): string {
  const form = new Intl.PluralRules('ar').select(count)
  if (form === 'two') return 'تقريران جاهزان'
  if (form === 'few') return `${count} تقارير جاهزة`
  if (form === 'many') return `${count} تقريرًا جاهزًا`
  return `${count} تقرير جاهز`
}

const en = {
  proposalSent: (p) => ({
    title: `New proposal from ${p.tenant}`,
    description: `Version ${p.version} of your pricing awaits your approval.`,
  }),
  agreementSent: (p) => ({
    title: `Agreement from ${p.tenant} to accept`,
    description: `Version ${p.version} of your merchant services agreement awaits your acceptance.`,
  }),
  reportsReady: (p) => ({
    title: p.count === 1 ? `${p.titles} report is ready` : `${p.count} reports are ready`,
    description: String(p.titles),
  }),
  PreCheckForm: () => ({
    title: 'Pre-check form to complete',
    description: 'Your onboarding team needs the pre-check form before boarding can go on.',
  }),
  BoardingDocuments: () => ({
    title: 'Boarding documents requested',
    description: 'Upload the documents your onboarding team asked for.',
  }),
  Task: () => ({ title: 'Task assigned to you', description: 'A task waits for you in your task list.' }),
  TransactionVelocityAlert: () => ({
    title: 'Transaction velocity alert',
    description: 'More transactions than your usual rate arrived in the last hour.',
  }),
  ticketOpened: (p) => ({ title: `New ticket #${p.id} from ${p.from}`, description: String(p.subject) }),
  ticketComment: (p) => ({ title: `New comment on ticket #${p.id}`, description: String(p.subject) }),
  ticketClosed: (p) => ({ title: `Ticket #${p.id} was closed`, description: String(p.subject) }),
  ticketReopened: (p) => ({ title: `Ticket #${p.id} was reopened`, description: String(p.subject) }),
  Dispute: () => ({
    title: 'A dispute needs your answer',
    description: 'Answer it with evidence before its due time.',
  }),
  disputeOpened: (p) => ({
    title: `New dispute on ${p.reference}`,
    description: `${p.amount} disputed: ${p.reason}. Respond by ${p.due}.`,
  }),
  disputeDue: (p) => ({
    title: `Dispute ${p.id} is due within ${p.hours} hours`,
    description: `${p.reference}, ${p.amount}: respond by ${p.due}, or it is lost.`,
  }),
  disputeWon: (p) => ({ title: `Dispute ${p.id} was won`, description: `${p.amount} of ${p.reference} is back.` }),
  disputeLost: (p) => ({
    title: `Dispute ${p.id} was lost`,
    description: `${p.amount} of ${p.reference} stays with the cardholder.`,
  }),
} satisfies Record<string, Wording>

export type TextKey = keyof typeof en

const tr: Record<TextKey, Wording> = {
  proposalSent: (p) => ({
    title: `${p.tenant} yeni bir teklif gönderdi`,
    description: `Fiyatlandırmanızın ${p.version}. sürümü onayınızı bekliyor.`,
  }),
  agreementSent: (p) => ({
    title: `${p.tenant} kabul etmeniz için bir sözleşme gönderdi`,
    description: `Üye işyeri hizmet sözleşmenizin ${p.version}. sürümü kabulünüzü bekliyor.`,
  }),
  reportsReady: (p) => {
    const titles = String(p.titles)
      .split(', ')
      .map((title) => wordIn(title, 'tr'))
      .join(', ')
    return { title: p.count === 1 ? `${titles} raporu hazır` : `${p.count} rapor hazır`, description: titles }
  },
  PreCheckForm: () => ({
    title: 'Doldurulacak ön kontrol formu',
    description: 'Başvurunun sürmesi için ekibiniz ön kontrol formunu bekliyor.',
  }),
  BoardingDocuments: () => ({
    title: 'Başvuru belgeleri istendi',
    description: 'Ekibinizin istediği belgeleri yükleyin.',
  }),
  Task: () => ({ title: 'Size bir görev atandı', description: 'Görev listenizde sizi bekleyen bir görev var.' }),
  TransactionVelocityAlert: () => ({
    title: 'İşlem sıklığı uyarısı',
    description: 'Son bir saatte olağan hızınızdan fazla işlem geldi.',
  }),
  ticketOpened: (p) => ({ title: `${p.from} yeni talep açtı: #${p.id}`, description: String(p.subject) }),
  ticketComment: (p) => ({ title: `#${p.id} numaralı talebe yeni yorum`, description: String(p.subject) }),
  ticketClosed: (p) => ({ title: `#${p.id} numaralı talep kapatıldı`, description: String(p.subject) }),
  ticketReopened: (p) => ({ title: `#${p.id} numaralı talep yeniden açıldı`, description: String(p.subject) }),
  Dispute: () => ({ title: 'Bir itiraz yanıtınızı bekliyor', description: 'Süresi dolmadan kanıtla yanıtlayın.' }),
  disputeOpened: (p) => ({
    title: `${p.reference} için yeni itiraz`,
    description: `${p.amount} itiraz edildi: ${p.reason}. Son yanıt: ${p.due}.`,
  }),
  disputeDue: (p) => ({
    title: `${p.id} numaralı itirazın süresi ${p.hours} saat içinde doluyor`,
    description: `${p.reference}, ${p.amount}: ${p.due} tarihine kadar yanıtlayın, yoksa kaybedilir.`,
  }),
  disputeWon: (p) => ({
    title: `${p.id} numaralı itiraz kazanıldı`,
    description: `${p.reference} için ${p.amount} geri geldi.`,
  }),
  disputeLost: (p) => ({
    title: `${p.id} numaralı itiraz kaybedildi`,
    description: `${p.reference} için ${p.amount} kart sahibinde kalıyor.`,
  }),
}

const ar: Record<TextKey, Wording> = {
  proposalSent: (p) => ({
    title: `عرض جديد من ${p.tenant}`,
    description: `الإصدار ${p.version} من تسعيرك بانتظار موافقتك.`,
  }),
  agreementSent: (p) => ({
    title: `اتفاقية من ${p.tenant} بانتظار قبولك`,
    description: `الإصدار ${p.version} من اتفاقية خدمات التاجر بانتظار قبولك.`,
  }),
  reportsReady: (p) => {
    const titles = String(p.titles)
      .split(', ')
      .map((title) => wordIn(title, 'ar'))
      .join('، ')
    return { title: p.count === 1 ? `تقرير ${titles} جاهز` : arabicReportsReady(Number(p.count)), description: titles }
  },
  PreCheckForm: () => ({
    title: 'نموذج فحص مسبق بانتظار الإكمال',
    description: 'يحتاج فريق الانضمام إلى نموذج الفحص المسبق قبل متابعة الانضمام.',
  }),
  BoardingDocuments: () => ({
    title: 'طُلبت مستندات الانضمام',
    description: 'ارفع المستندات التي طلبها فريق الانضمام.',
  }),
  Task: () => ({ title: 'أُسندت إليك مهمة', description: 'مهمة بانتظارك في قائمة مهامك.' }),
  TransactionVelocityAlert: () => ({
    title: 'تنبيه تكرار العمليات',
    description: 'وصلت في الساعة الأخيرة عمليات أكثر من معدلك المعتاد.',
  }),
  ticketOpened: (p) => ({ title: `تذكرة جديدة #${p.id} من ${p.from}`, description: String(p.subject) }),
  ticketComment: (p) => ({ title: `تعليق جديد على التذكرة #${p.id}`, description: String(p.subject) }),
  ticketClosed: (p) => ({ title: `أُغلقت التذكرة #${p.id}`, description: String(p.subject) }),
  ticketReopened: (p) => ({ title: `أُعيد فتح التذكرة #${p.id}`, description: String(p.subject) }),
  Dispute: () => ({ title: 'نزاع بانتظار ردك', description: 'رُدّ عليه بالأدلة قبل انتهاء مهلته.' }),
  disputeOpened: (p) => ({
    title: `نزاع جديد على ${p.reference}`,
    description: `مبلغ متنازع عليه ${p.amount}: ${p.reason}. الرد قبل ${p.due}.`,
  }),
  disputeDue: (p) => ({
    title: `تنتهي مهلة النزاع ${p.id} خلال ${p.hours} ساعة`,
    description: `${p.reference}، ${p.amount}: رُدّ قبل ${p.due} وإلا خُسر.`,
  }),
  disputeWon: (p) => ({ title: `كُسب النزاع ${p.id}`, description: `عاد ${p.amount} من ${p.reference}.` }),
  disputeLost: (p) => ({
    title: `خُسر النزاع ${p.id}`,
    description: `يبقى ${p.amount} من ${p.reference} مع حامل البطاقة.`,
  }),
}

const wordings: Record<Language, Record<TextKey, Wording>> = { en, tr, ar }

/** A notification's words in a language; English for a key this sandbox no longer has. */
export function notificationText(key: string, params: Params, language: Language): Text | null {
  const wording = (wordings[language] as Record<string, Wording | undefined>)[key]
  return Object.hasOwn(en, key) && wording ? wording(params) : null
}
