import { defineMessages } from '@paydeck/ui'

const en = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  unreadAnnounced: '{count} unread notifications',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  deleteAll: 'Delete all',
  markRead: 'Mark as read',
  delete: 'Delete',
  unread: 'Unread',
  loading: 'Loading notifications…',
  loadingMore: 'Loading more…',
  failed: 'Notifications could not be loaded: {error}',
  retry: 'Try again',
  empty: 'No notifications in the last 30 days.',
  end: 'That is every notification of the last 30 days.',
  newOne: 'New notification',
  newMany: 'You have {count} new notifications',
  view: 'View',
  close: 'Close',
  noPermission: "You don't have permissions to take this action, please Logout/Login with different credentials",
  downloadFailed: 'The report could not be downloaded: {error}',
  actionFailed: 'That did not work; the notification is as it was.',
} as const

type Messages = Record<keyof typeof en, string>

const tr: Messages = {
  bell: 'Bildirimler',
  bellUnread: 'Bildirimler, {count} okunmamış',
  unreadAnnounced: '{count} okunmamış bildirim',
  title: 'Bildirimler',
  markAllRead: 'Tümünü okundu işaretle',
  deleteAll: 'Tümünü sil',
  markRead: 'Okundu işaretle',
  delete: 'Sil',
  unread: 'Okunmamış',
  loading: 'Bildirimler yükleniyor…',
  loadingMore: 'Daha fazlası yükleniyor…',
  failed: 'Bildirimler yüklenemedi: {error}',
  retry: 'Tekrar dene',
  empty: 'Son 30 günde bildirim yok.',
  end: 'Son 30 günün tüm bildirimleri bunlar.',
  newOne: 'Yeni bildirim',
  newMany: '{count} yeni bildiriminiz var',
  view: 'Görüntüle',
  close: 'Kapat',
  noPermission: 'Bu işlem için yetkiniz yok, lütfen çıkış yapıp farklı bir hesapla giriş yapın',
  downloadFailed: 'Rapor indirilemedi: {error}',
  actionFailed: 'Bu işlem yapılamadı; bildirim olduğu gibi duruyor.',
}

export const useNotificationText = defineMessages<keyof typeof en>('notifications', { en, tr })
