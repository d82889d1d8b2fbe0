import { options } from 'preact'

// react-dom/client on Preact. React runs a discrete event's effects before the browser's next frame; Preact
// waits for that frame. The controls' machines (zag) move focus in a frame of their own, after the effects that
// show what they focus (a calendar's day, a menu's item): run the effects first, as React does. Every root is
// made through this module, so no app on Preact misses it.
options.requestAnimationFrame = (callback) => queueMicrotask(callback)

export { createRoot, hydrateRoot, default } from 'preact/compat/client'
