import { usePaydeck, useSession } from '@paydeck/react'
import { StatusPage } from '../app/status-page'

/** Who is signed in, from the user context (the dashboards of a later issue replace this). */
export function SignedInPage() {
  const paydeck = usePaydeck()
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.userStatus)
  const error = useSession((state) => state.userError)

  if (status === 'failed' || (!user && status !== 'loading')) {
    return (
      <StatusPage title="Your profile could not be loaded" tone="error">
        <p role="alert">{error ?? 'Unknown error'}</p>
        <button className="button" type="button" onClick={() => void paydeck.session.loadUserContext()}>
          Try again
        </button>
      </StatusPage>
    )
  }
  if (!user) return <StatusPage title="Loading your profile…" busy />

  const organisation = user.merchant ? `Merchant ${user.merchant.legalBusinessName}` : `Tenant ${user.tenant.name}`
  return (
    <section className="page" aria-labelledby="signed-in-title">
      <h1 id="signed-in-title">
        Welcome, {user.firstName} {user.lastName}
      </h1>
      <dl className="facts">
        <div>
          <dt>Signed in as</dt>
          <dd data-testid="signed-in-email">{user.email}</dd>
        </div>
        <div>
          <dt>User type</dt>
          <dd data-testid="signed-in-user-type">{user.userTypeName}</dd>
        </div>
        <div>
          <dt>Tenant</dt>
          <dd data-testid="signed-in-tenant">{user.tenant.name}</dd>
        </div>
        <div>
          <dt>Organisation</dt>
          <dd>{organisation}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{user.systemRoleName}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{user.configureTimeZone}</dd>
        </div>
        {user.processingStatus && (
          <div>
            <dt>Processing</dt>
            <dd>{user.processingStatus}</dd>
          </div>
        )}
        <div>
          <dt>Permissions</dt>
          <dd>{user.permissions.length}</dd>
        </div>
      </dl>
    </section>
  )
}
