// ISO 3166-1 alpha-2 codes; names come from Intl so they are the standard English names.
const isoCountryCodes =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  )

const activeCountryCodes = new Set(
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK TR US AE'.split(' '),
)

export function countries() {
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  return isoCountryCodes.map((isoCode) => ({
    isoCode,
    name: names.of(isoCode) ?? isoCode,
    isActive: activeCountryCodes.has(isoCode),
  }))
}

// Currencies with their minor-unit digits from Intl (JPY 0, EUR 2, BHD and KWD 3).
const activeCurrencyCodes = new Set(['EUR', 'USD', 'GBP', 'TRY', 'CHF', 'SEK', 'PLN', 'JPY', 'BHD', 'KWD'])

export function currencies() {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' })
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    name: names.of(code) ?? code,
    decimalPlaces: new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits!,
    isActive: activeCurrencyCodes.has(code),
  }))
}

export function languages() {
  const names = new Intl.DisplayNames(['en'], { type: 'language' })
  const active = new Set(['en', 'tr'])
  return ['en', 'tr', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt'].map((code) => ({
    code,
    name: names.of(code) ?? code,
    isActive: active.has(code),
  }))
}

export const paymentMethods = [
  { code: 'VISA', name: 'Visa', isActive: true },
  { code: 'MASTERCARD', name: 'Mastercard', isActive: true },
  { code: 'AMEX', name: 'American Express', isActive: true },
  { code: 'APPLEPAY', name: 'Apple Pay', isActive: true },
  { code: 'GOOGLEPAY', name: 'Google Pay', isActive: true },
  { code: 'SEPA_DD', name: 'SEPA Direct Debit', isActive: true },
  { code: 'IDEAL', name: 'iDEAL', isActive: true },
  { code: 'KLARNA', name: 'Klarna', isActive: false },
  { code: 'OPEN_BANKING', name: 'Open Banking', isActive: true },
  { code: 'BANK_TRANSFER', name: 'Bank transfer', isActive: true },
]

export const serviceProviders = [
  { name: 'Northstar Acquiring', isActive: true },
  { name: 'Meridian Processing', isActive: true },
  { name: 'Bluewater Gateway', isActive: true },
  { name: 'Anatolia Card Services', isActive: true },
  { name: 'Harbor Open Banking', isActive: false },
]
