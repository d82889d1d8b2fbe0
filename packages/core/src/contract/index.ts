// @paydeck/core/openapi: the API contract, an OpenAPI 3.1 document of every call core makes.
export { openApiDocument, routeNameOf, servedAt } from './openapi'
export type { OpenApiDocument, OpenApiOptions } from './openapi'
export { routeAreas } from './routes'
export {
  accessOf,
  isPaged,
  mayCall,
  mayMake,
  needsCode,
  pageParameters,
  permissionFor,
  permissionNeeded,
} from './route'
export type { Access, Caller, Answer, HttpMethod, PermissionByKind, Route, RouteArea } from './route'
