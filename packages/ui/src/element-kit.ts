// @paydeck/ui/element-kit: what every element is made of — the element machinery, the provider with its theme and
// text, buttons and icons. The elements' bundle fetches this entry's modules once per page, whichever elements the
// page shows (its shared chunk is this entry's import closure with core's and the React bindings').
export { defineElement } from './element/define-element'
export type {
  AttributeType,
  ElementHost,
  ElementOptions,
  PaydeckElementClass,
  PaydeckElementInstance,
} from './element/define-element'
export { adoptStyles } from './element/adopt-styles'
export { UiProvider, useUi, useT, defineMessages } from './provider/ui-provider'
export { languageLoaded, lazyWithWords, loadLanguage, withShownWords } from './i18n/languages'
export type { LazyCatalogue } from './i18n/languages'
export type { CatalogueSource, TextOverrides, UiProviderProps, UiSettings } from './provider/ui-provider'
export {
  applyTheme,
  defaultTheme,
  isHexColor,
  luminance,
  LUMINANCE_THRESHOLD,
  textOn,
  themeVariables,
} from './theme/theme'
export type { ThemeColors, ThemeVariables } from './theme/theme'
export { styleVariables } from './theme/style-variables'
export type { StyleVariable } from './theme/style-variables'
export { elementParts } from './theme/element-parts'
export type { ElementPart } from './theme/element-parts'
export {
  catalogueFor,
  catalogues,
  createTranslator,
  directionOf,
  interpolate,
  localeOf,
  locales,
} from './i18n/translator'
export type { Locale, MessageParams, Translate } from './i18n/translator'
export { Button, IconButton, buttonRecipe } from './button/button'
export type { ButtonProps, IconButtonProps } from './button/button'
export { CopyButton } from './button/copy-button'
export { Icon } from './icons/icons'
export type { IconName } from './icons/icons'
