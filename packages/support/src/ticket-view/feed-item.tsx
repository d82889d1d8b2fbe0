import type { FeedItem as Item } from '@paydeck/core/support'
import { formatDate, Icon, type IconName } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { feedStyles as styles } from './ticket-view.styles'
import { ReferenceList } from './reference-list'

/** One feed item, every type of seed 000 section 3 (unknown ones never reach here: core skips them). */
export function FeedItem({ item, timeZone }: { item: Item; timeZone: string }) {
  const t = useSupportT()
  const time = (
    <time className={styles.time} dateTime={item.timestamp}>
      {formatDate(item.timestamp, { timeZone, time: 'minutes' })}
    </time>
  )
  if ('commenter' in item) {
    const internal = item.type.includes('Internal')
    // Seed 000: a lock marks an internal comment, a star every other.
    const icon: IconName = internal ? 'lock' : 'star'
    return (
      <li className={styles.comment} data-internal={internal || undefined} data-unread={item.isUnread || undefined}>
        <div className={styles.head}>
          <Icon
            name={icon}
            size={16}
            aria-hidden={false}
            aria-label={internal ? t('internalComment') : t('publicComment')}
            role="img"
          />
          <strong>{item.commenter}</strong>
          {internal && <span className={styles.tag}>{t('internalComment')}</span>}
          {item.isUnread && <span className={styles.new}>{t('newItem')}</span>}
          {time}
        </div>
        <p className={styles.content}>{item.content}</p>
      </li>
    )
  }
  return (
    <li className={styles.event}>
      <span>{eventText(item, t)}</span>
      {item.type === 'ReferenceItem' && <ReferenceList references={item.references} />}
      {item.type === 'ExternalPartyInvitationItem' && <q className={styles.quote}>{item.invitationDescription}</q>}
      {time}
    </li>
  )
}

function eventText(item: Exclude<Item, { commenter: string }>, t: ReturnType<typeof useSupportT>): string {
  switch (item.type) {
    case 'StatusChangeFeedItem':
      return item.newState === 'Closed' ? t('closedBy', { user: item.user }) : t('reopenedBy', { user: item.user })
    case 'PriorityChangeItem':
      return t('priorityChanged', { user: item.user, priority: t(`priority.${item.newPriority}`) })
    case 'AssignmentItem':
      // Someone who takes a ticket took it; "Elif Kaya assigned the ticket to Elif Kaya" reads as a mistake.
      return item.assigner === item.newAssignee
        ? t('tookTicket', { assignee: item.newAssignee })
        : t('assigned', { assigner: item.assigner, assignee: item.newAssignee })
    case 'ReferenceItem':
      return t('referenced', { creator: item.creator })
    case 'ExternalPartyInvitationItem':
      return t('invitedItem', { invitedBy: item.invitedBy, email: item.externalPartyEmail })
  }
}
