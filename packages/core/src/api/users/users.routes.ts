import { described, openTo, type RouteArea } from '../../contract/route'
import { userCalls } from './users.calls'

export const userRoutes = {
  area: 'users',
  description: 'The signed-in user’s context: who they are, their organisation, permissions and theme.',
  access: openTo('Every user reads their own context.'),
  routes: described(userCalls, {
    fetchUserContext: { summary: 'The signed-in user’s context, read once after sign-in' },
  }),
} satisfies RouteArea
