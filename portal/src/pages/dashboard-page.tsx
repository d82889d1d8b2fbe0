import { useActiveList, useSession, type ActiveListName } from '@paydeck/react'
import { usePortalT } from '../i18n/portal-i18n'
import { organisationLabel } from '../shell/who'
import { PageHeader } from './page-header'

const lists: readonly ActiveListName[] = [
  'currencies',
  'countries',
  'languages',
  'paymentMethods',
  'serviceProviders',
  'customers',
]

/** The signed-in user's account at a glance, until the dashboard widgets arrive; every number is real. */
export function DashboardPage() {
  const t = usePortalT()
  const user = useSession((state) => state.user)
  const kind = useSession((state) => state.userKind)
  if (!user) return null
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={t('dashboard.welcome', { name: `${user.firstName} ${user.lastName}` })}>
        <p>{t('dashboard.intro')}</p>
      </PageHeader>
      <dl className="facts card">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd data-testid="signed-in-email">{user.email}</dd>
        </div>
        <div>
          <dt>{t('profile.userType')}</dt>
          <dd data-testid="signed-in-user-type">{user.userTypeName}</dd>
        </div>
        <div>
          <dt>{t('profile.tenant')}</dt>
          <dd data-testid="signed-in-tenant">{user.tenant.name}</dd>
        </div>
        <div>
          <dt>{t('profile.organisation')}</dt>
          <dd>{organisationLabel(user, t)}</dd>
        </div>
        <div>
          <dt>{t('profile.role')}</dt>
          <dd>{user.systemRoleName}</dd>
        </div>
        <div>
          <dt>{t('profile.timeZone')}</dt>
          <dd>{user.configureTimeZone}</dd>
        </div>
      </dl>
      <h2>{t('dashboard.lists')}</h2>
      <ul className="list-counts">
        {lists
          .filter((name) => name !== 'customers' || kind !== 'merchant')
          .map((name) => (
            <ListCount key={name} name={name} />
          ))}
      </ul>
    </section>
  )
}

/** One active list: its size, or that it is loading, or why it failed (seed 000: the failure state shows). */
function ListCount({ name }: { name: ActiveListName }) {
  const t = usePortalT()
  const list = useActiveList(name)
  const label = t(`lists.${name}`)
  return (
    <li className="card list-count" data-list={name} aria-busy={list.isPending || undefined}>
      <span className="list-count__label">{label}</span>
      {list.isError ? (
        <span role="alert" className="list-count__error">
          {t('page.listFailed', { list: label, error: list.error.message })}
        </span>
      ) : list.isPending ? (
        <span className="list-count__value">{t('lists.loading')}</span>
      ) : (
        <span className="list-count__value">{t('dashboard.count', { count: list.data.length })}</span>
      )}
    </li>
  )
}
