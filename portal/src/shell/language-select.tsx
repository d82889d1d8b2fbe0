import { useId } from 'react'
import { css } from '@paydeck/ui/styled-system/css'
import { portalLocales, usePortalI18n, usePortalT, type PortalLocale } from '../i18n/portal-i18n'

const select = {
  font: 'inherit',
  fontSize: '0.875rem',
  padding: '0.3rem 0.4rem',
  borderRadius: '6px',
  border: '1px solid currentColor',
  background: 'transparent',
  color: 'inherit',
  // The open list is the browser's own, white: its options in black whatever the bar's colour.
  '& option': { color: '#000' },
} as const

// Where the choice sits: in the toolbar, in the profile menu (a phone), or as a field on the profile page.
const places = {
  bar: css({ '& select': select }),
  menu: css({ display: 'block', padding: '0.25rem 0.75rem 0.5rem', '& select': { ...select, inlineSize: '100%' } }),
  field: css({ '& select': { ...select, borderColor: '#8c959f' } }),
}

const visuallyHidden = css({ srOnly: true })

/** English, Turkish or Arabic, remembered in this browser. */
export function LanguageSelect({ place = 'bar' }: { place?: keyof typeof places }) {
  const { locale, setLocale } = usePortalI18n()
  const t = usePortalT()
  const id = useId()
  return (
    <span className={places[place]}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('shell.language')}
      </label>
      <select id={id} value={locale} onChange={(event) => setLocale(event.target.value as PortalLocale)}>
        {portalLocales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </span>
  )
}
