import { labelOf, notificationTypeLabels } from '@paydeck/core/labels'
import type { AppNotification } from '@paydeck/core/notifications'
import { formatRelativeTime, Icon, IconButton, LocalTime, useT, useUi, type IconName } from '@paydeck/ui'
import { useNotificationText } from '../messages'
import { panelStyles as styles } from './panel.styles'

// Seed 000 section 3: each type has its icon; anything else shows the default bell.
const icons: Record<string, IconName> = {
  PreCheckForm: 'boarding',
  Proposal: 'documents',
  Agreement: 'documents',
  BoardingDocuments: 'upload',
  Task: 'check',
  TransactionVelocityAlert: 'warning',
  ReportGenerated: 'download',
  SupportTicket: 'support',
  Dispute: 'transactions',
}

export interface NotificationItemProps {
  notification: AppNotification
  /** None: the notification leads nowhere this page can open; its text is shown, not offered as a link. */
  onChoose?: (notification: AppNotification) => void
  onMarkRead: (id: number) => void
  onDelete: (id: number) => void
}

export function NotificationItem({ notification, onChoose, onMarkRead, onDelete }: NotificationItemProps) {
  const text = useNotificationText()
  const t = useT()
  const { timeZone, locale } = useUi()
  const unread = !notification.isRead
  const content = (
    <>
      <strong>
        {unread && <span className={styles.hidden}>{text('unread')}: </span>}
        {notification.title}
      </strong>
      {notification.description && <span>{notification.description}</span>}
      <small>
        {labelOf(notificationTypeLabels, notification.notificationType, locale)} ·{' '}
        <LocalTime at={notification.created}>{formatRelativeTime(notification.created, t, { timeZone })}</LocalTime>
      </small>
    </>
  )
  return (
    <li className={styles.item} data-unread={unread || undefined}>
      <Icon name={icons[notification.notificationType] ?? 'bell'} className={styles.icon} />
      {onChoose ? (
        <button type="button" className={styles.main} onClick={() => onChoose(notification)}>
          {content}
        </button>
      ) : (
        <div className={styles.main}>{content}</div>
      )}
      {unread && <span className={styles.dot} aria-hidden="true" />}
      <div className={styles.actions}>
        {unread && <IconButton icon="check" label={text('markRead')} onClick={() => onMarkRead(notification.id)} />}
        <IconButton icon="trash" label={text('delete')} onClick={() => onDelete(notification.id)} />
      </div>
    </li>
  )
}
