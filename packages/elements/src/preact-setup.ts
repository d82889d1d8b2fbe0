import { options } from 'preact'

// React runs a discrete event's effects before the browser's next frame; Preact waits for that frame. The
// controls' machines (zag) move focus in a frame of their own, after the effects that show the content they
// focus (a calendar's day, a menu's item): run the effects first, as React does.
options.requestAnimationFrame = (callback) => queueMicrotask(callback)
