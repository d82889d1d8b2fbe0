// @paydeck/core/openapi: the API contract, an OpenAPI 3.1 document of every call core makes.
export { openApiDocument, routeNameOf, servedAt } from './openapi'
export type { OpenApiDocument, OpenApiOptions } from './openapi'
export { routeAreas } from './routes'
export { accessOf, mayCall, mayMake, permissionFor, permissionNeeded } from './access'
export type { Caller } from './access'
export { isPaged, needsCode, pageParameters } from './route'
export type { Access, Answer, HttpMethod, PermissionByKind, Route, RouteArea } from './route'
