import { CopyButton, defaultTheme, styleVariables, themeVariables, type ThemeColors } from '@paydeck/ui'
import { themeCss } from './snippets'

const colourLabels: Record<keyof ThemeColors, string> = {
  primaryColor: 'Primary',
  buttonsLinkColor: 'Buttons and links',
  textColor: 'Text',
  mainBackgroundColor: 'Page background',
  headerBackgroundColor: 'Header',
  sidebarBackgroundColor: 'Sidebar',
}

export interface Theme {
  colours: ThemeColors
  /** Style variables the reader changed (--pd-radius-md …). */
  styles: Record<string, string>
}

export const initialTheme: Theme = { colours: defaultTheme, styles: {} }

const styleDefaults = Object.fromEntries(
  Object.entries(styleVariables).map(([name, { default: value }]) => [name, value]),
)

/** Every --pd-* variable the theme sets; what differs from the defaults goes into the CSS to copy. */
export function variablesOf(theme: Theme): Record<string, string> {
  return { ...themeVariables(theme.colours), ...theme.styles }
}

export const defaultVariables = { ...themeVariables(defaultTheme), ...styleDefaults }

/** The tenant's colours and the documented style variables, editable, with the CSS that sets them. */
export function ThemePanel({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) {
  const css = themeCss(variablesOf(theme), defaultVariables)
  return (
    <section aria-labelledby="theme-heading" className="panel">
      <h2 id="theme-heading">Theme</h2>
      <div className="fields">
        {(Object.keys(colourLabels) as (keyof ThemeColors)[]).map((key) => (
          <label key={key} className="colour">
            <input
              type="color"
              value={theme.colours[key]}
              onChange={(event) => onChange({ ...theme, colours: { ...theme.colours, [key]: event.target.value } })}
            />
            {colourLabels[key]}
          </label>
        ))}
      </div>
      <details>
        <summary>Style variables ({Object.keys(styleVariables).length})</summary>
        <div className="fields">
          {Object.entries(styleVariables).map(([name, variable]) => (
            <label key={name}>
              <code>{name}</code>
              <input
                value={theme.styles[name] ?? variable.default}
                aria-describedby={`${name}-description`}
                onChange={(event) => onChange({ ...theme, styles: { ...theme.styles, [name]: event.target.value } })}
              />
              <small id={`${name}-description`}>{variable.description}</small>
            </label>
          ))}
        </div>
      </details>
      <div className="snippet">
        <div className="snippet-head">
          <h3>CSS</h3>
          <CopyButton value={css} label="Copy the CSS" />
        </div>
        <pre aria-label="Theme CSS">
          <code>{css}</code>
        </pre>
      </div>
    </section>
  )
}
