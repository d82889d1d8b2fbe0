// @paydeck/dashboard/manage: the dashboard settings (categories, widgets with their editor, role assignment) and
// the personal dashboard, for the screens that manage them.
export { CategoriesSettings } from './manage/categories-settings'
export { PersonalDashboard } from './manage/personal-dashboard'
export { RoleWidgetsSettings } from './manage/role-widgets'
export type { RoleWidgetsSettingsProps } from './manage/role-widgets'
export { WidgetsSettings } from './manage/widgets-settings'
