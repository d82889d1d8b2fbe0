import { useId } from 'react'
import { portalLocales, usePortalI18n, usePortalT, type PortalLocale } from '../i18n/portal-i18n'

/** English, Turkish or Arabic, remembered in this browser. */
export function LanguageSelect({ className }: { className?: string }) {
  const { locale, setLocale } = usePortalI18n()
  const t = usePortalT()
  const id = useId()
  return (
    <span className={className ?? 'language'}>
      <label htmlFor={id} className="visually-hidden">
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
