import { labelsIn, type Labels } from './label-words'

// The words of core's form rules (price books, products, fees, bands, pipelines, stages, roles, staff accounts;
// support's labels apart, so support carries only its own), in every locale: a rule
// names its problem by key and the screens and the sandbox word it in the reader's language.

export const ruleKeys = [
  'bookNameRequired',
  'productNameRequired',
  'pipelineNameRequired',
  'stageNameRequired',
  'nameTooLong',
  'descriptionTooLong',
  'standardIsActive',
  'feeNotNegative',
  'feeTwoDecimals',
  'percentageAtMost100',
  'fixedFeeAtMost',
  'bandsNone',
  'firstBandFromZero',
  'bandsRising',
  'inBand',
  'pipelineFor',
  'stageNameTaken',
  'probabilityRange',
  'probabilityTwoDecimals',
  'roleNameRequired',
  'rolePermissionRequired',
  'codeOnlyForHeld',
  'emailShape',
  'firstNameRequired',
  'lastNameRequired',
  'roleRequired',
  'timeZoneRequired',
] as const
/** The support labels' rules: a screen of support spreads only these. */
export const supportRuleKeys = ['labelValueShape', 'labelIsDefault'] as const
export type SupportRuleKey = (typeof supportRuleKeys)[number]
/** The setup screens' rules (price books, pipelines, roles, staff accounts). */
export type SetupRuleKey = (typeof ruleKeys)[number]
export type RuleKey = SetupRuleKey | SupportRuleKey

/** What a rule found wrong: its key and what its words take ({max}, {name}); in a band, the band's number too. */
export interface RuleProblem<K extends RuleKey = RuleKey> {
  rule: K
  params?: Record<string, string | number>
  band?: number
}

export const ruleLabels: Labels<SetupRuleKey> = {
  en: {
    bookNameRequired: 'Name the price book.',
    productNameRequired: 'Name the product.',
    pipelineNameRequired: 'Name the pipeline.',
    stageNameRequired: 'Name the stage.',
    nameTooLong: 'A name has at most {max} characters.',
    descriptionTooLong: 'A description has at most {max} characters.',
    standardIsActive: 'A standard price book is active.',
    feeNotNegative: 'Enter a fee of 0 or more.',
    feeTwoDecimals: 'A fee has at most two decimals.',
    percentageAtMost100: 'A percentage is at most 100.',
    fixedFeeAtMost: 'A fixed fee is at most {max}.',
    bandsNone: 'Add at least one band, from 0.',
    firstBandFromZero: 'The first band starts at 0.',
    bandsRising: 'Each band starts at a higher amount than the one before.',
    inBand: 'Band {band}: {problem}',
    pipelineFor: 'A pipeline is for opportunities, projects or both.',
    stageNameTaken: 'This pipeline already has a stage named {name}.',
    probabilityRange: 'Probability is a percentage from 0 to 100.',
    probabilityTwoDecimals: 'Probability has at most two decimals.',
    roleNameRequired: 'Name the role.',
    rolePermissionRequired: 'Give the role at least one permission.',
    codeOnlyForHeld: 'Only a permission the role has can need a code.',
    emailShape: 'Enter an e-mail address such as name@example.com.',
    firstNameRequired: 'Enter a first name.',
    lastNameRequired: 'Enter a last name.',
    roleRequired: 'Choose a role.',
    timeZoneRequired: 'Choose a time zone.',
  },
  tr: {
    bookNameRequired: 'Fiyat listesine bir ad verin.',
    productNameRequired: 'Ürüne bir ad verin.',
    pipelineNameRequired: 'Sürece bir ad verin.',
    stageNameRequired: 'Aşamaya bir ad verin.',
    nameTooLong: 'Ad en fazla {max} karakter olabilir.',
    descriptionTooLong: 'Açıklama en fazla {max} karakter olabilir.',
    standardIsActive: 'Standart fiyat listesi etkin olmalıdır.',
    feeNotNegative: '0 veya daha büyük bir ücret girin.',
    feeTwoDecimals: 'Ücret en fazla iki ondalık basamak içerebilir.',
    percentageAtMost100: 'Yüzde en fazla 100 olabilir.',
    fixedFeeAtMost: 'Sabit ücret en fazla {max} olabilir.',
    bandsNone: '0’dan başlayan en az bir dilim ekleyin.',
    firstBandFromZero: 'İlk dilim 0’dan başlar.',
    bandsRising: 'Her dilim bir öncekinden daha yüksek bir tutardan başlar.',
    inBand: 'Dilim {band}: {problem}',
    pipelineFor: 'Süreç fırsatlar, projeler ya da ikisi için olmalıdır.',
    stageNameTaken: 'Bu süreçte {name} adlı bir aşama zaten var.',
    probabilityRange: 'Olasılık 0 ile 100 arasında bir yüzdedir.',
    probabilityTwoDecimals: 'Olasılık en fazla iki ondalık basamak içerebilir.',
    roleNameRequired: 'Role bir ad verin.',
    rolePermissionRequired: 'Role en az bir yetki verin.',
    codeOnlyForHeld: 'Yalnızca rolün sahip olduğu bir yetki kod isteyebilir.',
    emailShape: 'ad@ornek.com gibi bir e-posta adresi girin.',
    firstNameRequired: 'Bir ad girin.',
    lastNameRequired: 'Bir soyad girin.',
    roleRequired: 'Bir rol seçin.',
    timeZoneRequired: 'Bir saat dilimi seçin.',
  },
  ar: {
    bookNameRequired: 'أدخل اسم قائمة الأسعار.',
    productNameRequired: 'أدخل اسم المنتج.',
    pipelineNameRequired: 'أدخل اسم المسار.',
    stageNameRequired: 'أدخل اسم المرحلة.',
    nameTooLong: 'لا يتجاوز الاسم {max} حرفًا.',
    descriptionTooLong: 'لا يتجاوز الوصف {max} حرفًا.',
    standardIsActive: 'قائمة الأسعار القياسية تكون نشطة.',
    feeNotNegative: 'أدخل رسمًا قدره 0 أو أكثر.',
    feeTwoDecimals: 'لا يتجاوز الرسم منزلتين عشريتين.',
    percentageAtMost100: 'لا تتجاوز النسبة المئوية 100.',
    fixedFeeAtMost: 'لا يتجاوز الرسم الثابت {max}.',
    bandsNone: 'أضف شريحة واحدة على الأقل تبدأ من 0.',
    firstBandFromZero: 'تبدأ الشريحة الأولى من 0.',
    bandsRising: 'تبدأ كل شريحة من مبلغ أعلى من التي قبلها.',
    inBand: 'الشريحة {band}: {problem}',
    pipelineFor: 'المسار للفرص أو للمشاريع أو لكليهما.',
    stageNameTaken: 'في هذا المسار مرحلة باسم {name} بالفعل.',
    probabilityRange: 'الاحتمال نسبة مئوية من 0 إلى 100.',
    probabilityTwoDecimals: 'لا يتجاوز الاحتمال منزلتين عشريتين.',
    roleNameRequired: 'أدخل اسم الدور.',
    rolePermissionRequired: 'امنح الدور صلاحية واحدة على الأقل.',
    codeOnlyForHeld: 'لا تتطلب رمزًا إلا صلاحية يملكها الدور.',
    emailShape: 'أدخل عنوان بريد إلكتروني مثل name@example.com.',
    firstNameRequired: 'أدخل الاسم الأول.',
    lastNameRequired: 'أدخل اسم العائلة.',
    roleRequired: 'اختر دورًا.',
    timeZoneRequired: 'اختر منطقة زمنية.',
  },
}

export const supportRuleLabels: Labels<SupportRuleKey> = {
  en: {
    labelValueShape: 'This field is required and must be alphanumeric.',
    labelIsDefault: '{name} is one of the default labels; choose another name.',
  },
  tr: {
    labelValueShape: 'Bu alan zorunludur ve yalnızca harf ve rakam içerebilir.',
    labelIsDefault: '{name} varsayılan etiketlerden biri; başka bir ad seçin.',
  },
  ar: {
    labelValueShape: 'هذا الحقل مطلوب ويجب أن يتكون من أحرف وأرقام فقط.',
    labelIsDefault: '{name} من التسميات الافتراضية؛ اختر اسمًا آخر.',
  },
}

const fill = (template: string, params: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

/**
 * A rule's problem in a locale's words (tr-TR reads tr, an unknown locale English), for the sandbox's refusals; a
 * screen words it through its catalogue (`rule.<key>`, where a host may reword it) with the same parameters.
 */
export function ruleText(problem: RuleProblem, locale: string): string {
  // Looked up here, not merged at the module's top: a bundle that never words a rule keeps none of these words.
  const setup = labelsIn(ruleLabels, locale) as Record<string, string>
  const words = { ...setup, ...labelsIn(supportRuleLabels, locale) } as Record<RuleKey, string>
  const text = fill(words[problem.rule], problem.params)
  return problem.band === undefined ? text : fill(setup.inBand!, { band: problem.band, problem: text })
}
