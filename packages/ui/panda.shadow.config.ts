import base from './panda.config'

// The copy adopted into shadow roots brings its own reset: no page reset reaches inside a shadow root.
export default { ...base, preflight: { scope: ':host' } }
