// @paydeck/admin/pipelines: the tenant's pipelines and their stages.
export { Pipelines } from './pipelines-page'
