import { useActiveList, useSession, useUser, type ActiveListName } from '@paydeck/react'
import { formatDate, useUi } from '@paydeck/ui'
import { usePortalI18n, usePortalT } from '../i18n/portal-i18n'
import { LanguageSelect } from '../shell/language-select'
import { organisationLabel, userTypeLabel } from '../shell/who'
import { PageHeader } from './page-header'
import { css } from '@paydeck/ui/styled-system/css'
import { card, factList, hint, page } from '../app/page-styles'

const lists: readonly ActiveListName[] = [
  'currencies',
  'countries',
  'languages',
  'paymentMethods',
  'serviceProviders',
  'customers',
]

const styles = {
  fieldRow: css({ display: 'flex', alignItems: 'center', gap: '1rem' }),
  // The active lists' sizes, label above count, in columns as wide as they fit.
  counts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: '0.75rem',
    margin: '0',
    padding: '0',
    listStyle: 'none',
  }),
  count: css({ display: 'flex', flexDirection: 'column', gap: '0.25rem' }),
  countLabel: css({ fontSize: '0.8125rem', color: '#57606a', textTransform: 'capitalize' }),
  countValue: css({ fontWeight: '700' }),
  countError: css({ color: '#82071e', fontSize: '0.875rem' }),
}

/** The signed-in user's own details (read-only: the documents give no call to change them) and language. */
export function ProfileSettingsPage() {
  const { locale } = usePortalI18n()
  const t = usePortalT()
  const user = useUser()
  const { timeZone } = useUi()
  const merchant = useSession((state) => state.userKind === 'merchant')
  if (!user) return null
  const facts: [string, string][] = [
    [t('profile.name'), `${user.firstName} ${user.lastName}`],
    [t('profile.email'), user.email],
    [t('profile.userType'), userTypeLabel(user, locale)],
    [t('profile.role'), user.systemRoleName],
    [t('profile.tenant'), user.tenant.name],
    [t('profile.organisation'), organisationLabel(user, t)],
    [t('profile.timeZone'), user.configureTimeZone],
    [
      t('profile.lastLogin'),
      user.lastLoginTime ? formatDate(user.lastLoginTime, { timeZone, time: 'minutes' }) : t('profile.never'),
    ],
    [t('profile.permissions'), String(user.permissions.length)],
  ]
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={t('profile.title')} />
      <section className={card} aria-labelledby="profile-account">
        <h2 id="profile-account">{t('profile.account')}</h2>
        <dl className={factList}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={hint}>{t('profile.readOnly')}</p>
      </section>
      <section className={card} aria-labelledby="profile-preferences">
        <h2 id="profile-preferences">{t('profile.preferences')}</h2>
        <div className={styles.fieldRow}>
          <span>{t('shell.language')}</span>
          <LanguageSelect place="field" />
        </div>
        <p className={hint}>{t('profile.languageHint')}</p>
      </section>
      <section className={card} aria-labelledby="profile-lists">
        <h2 id="profile-lists">{t('profile.lists')}</h2>
        <ul className={styles.counts}>
          {lists
            .filter((name) => name !== 'customers' || !merchant)
            .map((name) => (
              <ListCount key={name} name={name} />
            ))}
        </ul>
        <p className={hint}>{t('profile.listsHint')}</p>
      </section>
    </section>
  )
}

/** One active list: its size, or that it is loading, or why it failed (seed 000: the failure state shows). */
function ListCount({ name }: { name: ActiveListName }) {
  const t = usePortalT()
  const list = useActiveList(name)
  const label = t(`lists.${name}`)
  return (
    <li className={styles.count} data-list={name} aria-busy={list.isPending || undefined}>
      <span className={styles.countLabel}>{label}</span>
      {list.isError ? (
        <span role="alert" className={styles.countError}>
          {t('page.listFailed', { list: label, error: list.error.message })}
        </span>
      ) : list.isPending ? (
        <span className={styles.countValue}>{t('lists.loading')}</span>
      ) : (
        <span className={styles.countValue}>{t('profile.listCount', { count: list.data.length })}</span>
      )}
    </li>
  )
}
