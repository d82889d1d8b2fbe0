import type { AdminWords } from './admin-messages'

export const tr: AdminWords = {
  'common.edit': 'Düzenle',
  'common.delete': 'Sil',
  'admin.failed': 'Yüklenemedi: {error}',
  'permissions.family': '{family} ({held}/{total})',
  'permissions.permission': 'Yetki',
  'permissions.granted': 'Verildi',
  'permissions.needsCode': 'Kod gerekir',
  'permissions.grant': '{name} yetkisini ver',
  'permissions.requireCode': '{name} için kod iste',
  'permissions.added': 'eklenecek',
  'permissions.removed': 'kaldırılacak',
  'sca.title': 'Doğrulama uygulamanızla onaylayın',
  'sca.description': '{action}: doğrulama uygulamanızın şu an gösterdiği altı haneli kodu girin.',
  'sca.code': 'Altı haneli kod',
  'sca.confirm': 'Onayla',
  'sca.thisChange': 'Bu değişiklik',
  'sca.sixDigits': 'Uygulamanızın gösterdiği altı haneyi girin.',
  'pipeline.open': 'Aşama {current}/{count}: {stage}',
  'pipeline.closed': 'Kapandı, {state}, {count} aşamadan sonra',
}
