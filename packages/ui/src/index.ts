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
export { catalogueFor, catalogues, createTranslator, locales } from './i18n/translator'
export type { Locale, MessageParams, Translate } from './i18n/translator'
export { en as englishMessages } from './i18n/messages.en'
export type { MessageKey, Messages } from './i18n/messages.en'
export {
  DEFAULT_LOCALE,
  formatChartLabel,
  formatDate,
  formatFee,
  formatMoney,
  formatRelativeTime,
  formatSwift,
  fromMinorUnits,
  mask,
  parseDayMonthYear,
  startOfDayUtc,
} from './format/format'
export {
  acceptsDigitKey,
  checkDigitValue,
  isDecimalText,
  isPercentageText,
  maskCardNumber,
  nextDecimalValue,
  normalizeDecimalKey,
  pasteDecimal,
  sanitizeDigits,
} from './inputs/input-rules'
export {
  ALLOWED_CONTENT_TYPES,
  ALLOWED_EXTENSIONS,
  IMAGE_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  uploadProblem,
} from './upload/upload-rules'
export type { FileLike, UploadRules } from './upload/upload-rules'
