import { useEffect, useState } from 'react'
import { usePortalT } from '../i18n/portal-i18n'
import { css } from '@paydeck/ui/styled-system/css'
import { spinner } from './page-styles'

const styles = {
  splash: css({
    position: 'fixed',
    inset: '0',
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: '0.5rem',
    background: 'var(--pd-main)',
  }),
  status: css({ padding: '1.5rem' }),
}

/** Seed 000 section 9: the splash hides after 3 s at most; a slower profile then shows a quiet status line. */
export const SPLASH_MAX_MS = 3000

export function Splash() {
  const t = usePortalT()
  const [long, setLong] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), SPLASH_MAX_MS)
    return () => clearTimeout(timer)
  }, [])
  if (long) {
    return (
      <p className={styles.status} role="status">
        {t('page.stillLoading')}
      </p>
    )
  }
  return (
    <div className={styles.splash} role="status" aria-busy="true">
      <span className={spinner} aria-hidden="true" />
      <span>{t('page.loadingProfile')}</span>
    </div>
  )
}
