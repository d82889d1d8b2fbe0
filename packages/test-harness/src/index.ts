// The one way the packages' tests reach the sandbox: what ships (core ← react and ui ← widgets ← apps) imports
// nothing of it, and the tests that answer from it come through here.
export { inMemoryClient, unlistedCalls } from '@paydeck/sandbox'
export { widgetTestSetup } from './widget-setup'
