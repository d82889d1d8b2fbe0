import { Link } from '@tanstack/react-router'
import { defaultPathFor, useSession } from '@paydeck/react'
import { css } from '@paydeck/ui/styled-system/css'
import { usePortalT } from '../i18n/portal-i18n'

const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: '700',
  textDecoration: 'none',
  color: 'inherit',
  '& img': { display: 'block', blockSize: '2rem', inlineSize: 'auto' },
})

/** The tenant's checkout logo (or its name) linking to the dashboard. */
export function Brand() {
  const t = usePortalT()
  const user = useSession((state) => state.user)
  const kind = useSession((state) => state.userKind)
  if (!user) return <span className={brand}>Paydeck</span>
  return (
    <Link to={defaultPathFor(kind)} className={brand}>
      {user.checkoutLogoSource ? (
        <img src={user.checkoutLogoSource} alt={t('shell.logo', { tenant: user.tenant.name })} height={32} />
      ) : (
        user.tenant.name
      )}
    </Link>
  )
}
