export { createIdleWatcher, IDLE_DEFAULTS } from './idle-watcher'
export type { IdleWatcher, IdleWatcherOptions } from './idle-watcher'
