// @paydeck/core/openapi: the API contract, an OpenAPI 3.1 document of every call core makes.
export { openApiDocument, servedAt } from './openapi'
export type { OpenApiDocument, OpenApiOptions } from './openapi'
export { routeAreas } from './routes'
export type { Answer, HttpMethod, Route, RouteArea } from './route'
