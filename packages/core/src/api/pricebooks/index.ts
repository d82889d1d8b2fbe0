// @paydeck/core/pricebooks: seed 002's price books (products, fees by type, pricing structures), the fees a
// merchant would pay for one payment, and the rules of their forms.
export {
  feePreviewSchema,
  feeTypeDetailsSchema,
  pricebookEntrySchema,
  pricebookFilterTypes,
  pricebookPageSchema,
  pricebookProductSchema,
  pricebookSchema,
  pricingTierSchema,
  saveEntrySchema,
  savePricebookSchema,
  saveProductSchema,
  saveStructureSchema,
  relatedProductSchema,
  relatedProductsSchema,
  sendProposalSchema,
} from './pricebooks.schema'
export type {
  RelatedProduct,
  FeePreview,
  FeeTypeDetails,
  Pricebook,
  PricebookEntry,
  PricebookFilterType,
  PricebookPage,
  PricebookProduct,
  PricingTier,
  SaveEntry,
  SavePricebook,
  SaveProduct,
  SendProposal,
} from './pricebooks.schema'
export {
  feeValueProblem,
  MAX_FIXED_FEE,
  PRICEBOOK_NAME_MAX,
  pricebookProblems,
  productProblems,
  structureProblem,
  valueFor,
} from './pricebook-rules'
export {
  addPricebookProduct,
  createPricebook,
  fetchAllPricebooks,
  fetchFeeTypeDetails,
  fetchPricebook,
  fetchPricebookPage,
  fetchPricebookProducts,
  previewFees,
  removePricebook,
  removePricebookEntry,
  removePricebookProduct,
  removePricingStructure,
  sendPricebookProposal,
  setPricebookEntry,
  setPricingStructure,
  setRelatedProducts,
  updatePricebook,
} from './pricebooks.api'

// Who may make the area's calls: what a screen asks (`useCallAccess`) before it offers them.
export { pricebookRule } from './pricebooks.access'
