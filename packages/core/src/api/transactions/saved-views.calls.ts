import { merchantAndStaff } from './merchant-and-staff.calls'
import { savedViewListSchema, savedViewSchema } from './saved-views.schema'

// How the saved views are called and what they answer; what the contract document says of them is in
// transactions.routes.ts.

export const savedViewCalls = {
  ...merchantAndStaff('fetchSavedViews', '/views', 'GET', savedViewListSchema),
  ...merchantAndStaff('fetchSavedView', '/views/{id}', 'GET', savedViewSchema),
  ...merchantAndStaff('createSavedView', '/views', 'POST', savedViewSchema),
  ...merchantAndStaff('updateSavedView', '/views/{id}', 'PUT', savedViewSchema),
  ...merchantAndStaff('deleteSavedView', '/views/{id}', 'DELETE', 'ignored'),
}
