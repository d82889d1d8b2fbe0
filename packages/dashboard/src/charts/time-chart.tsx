// The time chart on its own, so a dashboard without one does not load it (and the reports' chunk keeps it lazy).
export { TimeSeriesChart as default } from '@paydeck/ui'
